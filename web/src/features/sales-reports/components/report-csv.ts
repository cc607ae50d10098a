import type { SalesReport } from '@app/shared/sales';

type Cell = string | number | null | undefined;

/**
 * The report as CSV rows: one section per block of the screen, raw numbers
 * (rupees, shares 0..1, minutes) so a spreadsheet can compute with them.
 */
export function reportCsvRows(r: SalesReport): Cell[][] {
  const rows: Cell[][] = [
    ['Sales report', r.from, r.to],
    ['Compared with', r.previous.from, r.previous.to],
    [],
    ['Metric', 'This period', 'Previous period'],
  ];
  const kpi = (name: string, pick: (t: SalesReport | SalesReport['previous']) => Cell) =>
    rows.push([name, pick(r), pick(r.previous)]);
  kpi('Visitors', (t) => t.visitors);
  kpi('Leads', (t) => t.leads);
  kpi('Deals created', (t) => t.deals);
  kpi('Won deals', (t) => t.won.count);
  kpi('Won value (INR)', (t) => t.won.value);
  kpi('Won value (USD)', (t) => t.money.wonValue.USD);
  kpi(
    `Won value combined (${r.currency.reportingCurrency}, ${r.currency.rateLabel})`,
    (t) => t.money.combined.wonValue,
  );
  kpi('Lost deals', (t) => t.lost.count);
  kpi('Win rate', (t) => t.winRate);
  kpi(`Average deal size (${r.currency.reportingCurrency})`, (t) => t.averageDealSize);
  kpi('Sales cycle (days)', (t) => t.salesCycleDays);
  kpi('First response (minutes)', (t) => t.firstResponseMinutes);
  rows.push([], ['Funnel step', 'Count', 'Rate from previous step']);
  for (const s of r.funnel) rows.push([s.label, s.count, s.rate]);
  rows.push(
    [],
    ['Pipeline stage', 'Deals', 'Value (INR)', 'Value (USD)', 'Weighted (INR)', 'Weighted (USD)'],
  );
  for (const p of r.pipeline) rows.push([p.label, p.count, p.value, p.valueUSD, p.weighted, p.weightedUSD]);
  for (const [title, list] of [
    ['Source', r.bySource],
    ['Campaign', r.byCampaign],
  ] as const) {
    const combinedHead = `Won value (${r.currency.reportingCurrency} at ${r.currency.rateLabel})`;
    rows.push([], [title, 'Leads', 'Deals', 'Won', 'Won value (INR)', 'Won value (USD)', combinedHead]);
    for (const b of list)
      rows.push([b.value, b.leads, b.deals, b.won, b.wonValue, b.wonValueUSD, b.wonValueCombined]);
  }
  for (const [dim, { values, weeks }] of Object.entries(r.leadsByWeek)) {
    rows.push([], [`Leads per week by ${dim}`, ...values]);
    for (const w of weeks) rows.push([w.week, ...values.map((v) => w[v] ?? 0)]);
  }
  return rows;
}
