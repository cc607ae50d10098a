import { addDays, analyticsDay } from '@app/shared/analytics-days';
import { DEAL_STAGE_PROBABILITY, DEAL_STAGES, type DealStage } from '@app/shared/deals';
import type { SalesReport } from '@app/shared/sales';
import type { Deal } from '@app/shared/schemas/deal';
import { type BenchStack, medianGet, signInToken, withBenchStack } from './bench-stack';

/**
 * bench:sales — on a fresh embedded stack: 100 deals, then 10,000, spread over
 * the last 12 months across every stage, sources and 20 campaigns, written
 * straight into the table with the SALES counters they contribute
 * (dealContribution, aggregated in memory, as bench:analytics does). After
 * each fill: the board's one column page (GET /admin/deals?stage=qualified)
 * and the 12-month sales report, median latency and the report's items read.
 * Target: the 10,000 run takes at most 1.2 × the time of the 100 run. Items read
 * grow until every day has its few values (days × sources, campaigns, stages),
 * then stop: bounded by the calendar and the value caps, never by the deals.
 * Prints figures; not a test.
 */
const RUNS = 7;
const SOURCES = ['search', 'social', 'email', 'referral', 'direct'] as const;
const DAY_MS = 86_400_000;

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

function makeDeals(n: number, now: number): Deal[] {
  const rand = prng(19);
  return Array.from({ length: n }, (_, i) => {
    const stage = DEAL_STAGES[Math.floor(rand() * DEAL_STAGES.length)] as DealStage;
    const created = now - Math.floor(rand() * 330 * DAY_MS) - DAY_MS;
    const closed =
      stage === 'won' || stage === 'lost' ? created + Math.floor(rand() * 30 * DAY_MS) : undefined;
    const at = new Date(closed ?? created).toISOString();
    return {
      id: `bench-deal-${String(i).padStart(6, '0')}`,
      title: `Bench deal ${i}`,
      value: 100_000 + Math.floor(rand() * 50) * 50_000,
      stage,
      probability: DEAL_STAGE_PROBABILITY[stage],
      owner: 'bench@example.com',
      source: SOURCES[i % SOURCES.length],
      campaign: `bench-campaign-${i % 20}`,
      createdAt: new Date(created).toISOString(),
      updatedAt: at,
      createdBy: 'bench@example.com',
      enteredStageAt: at,
      ...(closed ? { closedAt: at, reason: 'Bench' } : {}),
      version: 1,
    } as Deal;
  });
}

async function batchPut(items: Array<Record<string, unknown>>) {
  const { dynamo, TABLE_NAME } = await import('../src/lib/dynamo');
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  for (let i = 0; i < items.length; i += 25) {
    let pending: unknown[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt++) {
      const out: { UnprocessedItems?: Record<string, unknown[]> } = await dynamo.send(
        new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[TABLE_NAME];
    }
  }
}

/** Writes the deals and (as final values) the SALES counter items all of them add up to. */
async function fill(deals: Deal[]): Promise<{ counterItems: number; seconds: number }> {
  const t0 = Date.now();
  const { dealKeys } = await import('../src/data/deal');
  const { statsKeys } = await import('../src/data/analytics-counters');
  const { dealContribution } = await import('../src/lib/sales/deal-counters');
  const counters = new Map<string, Record<string, unknown>>();
  for (const deal of deals)
    for (const [k, metrics] of dealContribution(deal)) {
      const [day, dim, value] = k.split('\u0000') as [string, string, string];
      const pk = statsKeys.pk(day, 'SALES');
      const sk = statsKeys.sk(dim, value);
      const item = counters.get(`${pk}|${sk}`) ?? { pk, sk, dim, value };
      for (const [m, n] of Object.entries(metrics)) item[m] = Number(item[m] ?? 0) + (n ?? 0);
      counters.set(`${pk}|${sk}`, item);
    }
  await batchPut(
    deals.map(({ version, ...d }) => ({
      pk: dealKeys.pk(d.id),
      sk: dealKeys.sk,
      gsi1pk: dealKeys.stagePk(d.stage),
      gsi1sk: dealKeys.stageSk(d.enteredStageAt, d.id),
      gsi2pk: dealKeys.listPk,
      gsi2sk: dealKeys.listSk(d.createdAt, d.id),
      entity: 'deal',
      version,
      ...d,
    })),
  );
  await batchPut([...counters.values()]);
  return { counterItems: counters.size, seconds: (Date.now() - t0) / 1000 };
}

async function measure(ready: BenchStack, token: string, today: string) {
  // One warm-up each: the first call pays the Lambda's cold start.
  const timing = { runs: RUNS, warmUp: 1 };
  const board = await medianGet(ready, '/admin/deals?stage=qualified', token, timing);
  const from = addDays(today, -364);
  const report = await medianGet<SalesReport>(
    ready,
    `/admin/sales-reports?from=${from}&to=${today}`,
    token,
    timing,
  );
  return { board: board.ms, report: report.ms, itemsRead: report.data.itemsRead, deals: report.data.deals };
}

async function bench(ready: BenchStack): Promise<number> {
  const token = await signInToken(ready);
  const today = analyticsDay();
  const all = makeDeals(10_000, Date.now());
  const f1 = await fill(all.slice(0, 100));
  const small = await measure(ready, token, today);
  const f2 = await fill(all);
  const large = await measure(ready, token, today);
  const row = (n: string, f: typeof f1, m: typeof small) =>
    `  ${n.padEnd(8)} ${String(m.deals).padStart(10)} ${String(f.counterItems).padStart(14)}   ${`${m.board.toFixed(0)} ms`.padStart(11)}   ${`${m.report.toFixed(0)} ms`.padStart(12)}   ${String(m.itemsRead).padStart(10)}`;
  const boardRatio = large.board / small.board;
  const reportRatio = large.report / small.report;
  const itemsRatio = large.itemsRead / small.itemsRead;
  console.log(`board column page and 12-month sales report (median of ${RUNS}; deals and counters written straight)
  deals    in report  counter items   board page   12-mo report   items read
${row('100', f1, small)}
${row('10,000', f2, large)}
  latency ratio (10,000 / 100): board page ${boardRatio.toFixed(2)}, 12-month report ${reportRatio.toFixed(2)}  (target <= 1.2)
  report items read ${itemsRatio.toFixed(1)}x: 100 deals leave most days empty; the bound is days x values, not deals`);
  const ok = boardRatio <= 1.2 && reportRatio <= 1.2;
  console.log(ok ? '  targets met: latency ratio <= 1.2' : '  TARGETS MISSED');
  return ok ? 0 : 1;
}

process.exitCode = await withBenchStack('sales', bench, { directTable: true });
