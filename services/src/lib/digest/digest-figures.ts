/**
 * The weekly digest's figures (issue 30, item 7), read through the same code
 * as the screens: visitors from the Analytics overview (analyticsOverview),
 * everything else from the Sales Reports report (salesReport) of the week and
 * of the week before. A test compares them with both screens' APIs.
 */
import type { AnalyticsOverview } from '@app/shared/analytics';
import type { Currency } from '@app/shared/currency';
import { DIGEST, DIGEST_FIGURES, type DigestFigure, type DigestWeek } from '@app/shared/digest';
import {
  type FirstResponseWeek,
  SALES_REPORT,
  type SalesBreakdownRow,
  type SalesReport,
} from '@app/shared/sales';
import { analyticsOverview } from '../analytics/overview-report';
import { firstResponseWeek } from '../sales/first-response';
import { salesReport } from '../sales/sales-report';

export type FigureKind = 'count' | 'money' | 'share';

export interface DigestValue {
  figure: DigestFigure;
  kind: FigureKind;
  current: number | null;
  previous: number | null;
}

export interface DigestCampaign {
  campaign: string;
  /** Won value in the reporting currency (null without a needed rate) and per currency. */
  current: number | null;
  money: { INR: number; USD: number };
  /** The week before; null when it cannot be known (below the report's top list). */
  previous: number | null;
}

export interface DigestFigures {
  week: DigestWeek;
  values: DigestValue[];
  /** Won value per currency, the week and the week before (shown beside the combined figure). */
  wonMoney: { current: { INR: number; USD: number }; previous: { INR: number; USD: number } };
  campaigns: DigestCampaign[];
  currency: { reportingCurrency: Currency; rateLabel: string };
}

interface Reports {
  overview: AnalyticsOverview;
  report: SalesReport;
  before: SalesReport;
  /** Sales Reports' first-response figures of the week and of the week before. */
  firstResponse: FirstResponseWeek;
  firstResponseBefore: FirstResponseWeek;
}

type Reader = { kind: FigureKind; read: (r: Reports) => [current: number | null, previous: number | null] };

/** Meetings booked: the week's leads of the schedule-meeting form (the report's leads by week). */
const meetingsOf = (report: SalesReport) =>
  report.leadsByWeek.form.weeks.reduce((sum, w) => sum + ((w['schedule-meeting'] as number) ?? 0), 0);

/** One reader per figure (`share` is a fraction of 1). */
const READERS: Record<DigestFigure, Reader> = {
  visitors: { kind: 'count', read: (r) => [r.overview.visitors, r.overview.previous.visitors] },
  leads: { kind: 'count', read: (r) => [r.report.leads, r.before.leads] },
  meetings: { kind: 'count', read: (r) => [meetingsOf(r.report), meetingsOf(r.before)] },
  firstResponseWithinPromise: {
    kind: 'share',
    read: (r) => [r.firstResponse.share, r.firstResponseBefore.share],
  },
  newDeals: { kind: 'count', read: (r) => [r.report.deals, r.before.deals] },
  wonValue: {
    kind: 'money',
    read: (r) => [r.report.money.combined.wonValue, r.before.money.combined.wonValue],
  },
};

const hasWon = (row: SalesBreakdownRow) => row.wonValue > 0 || row.wonValueUSD > 0;

function topCampaigns(report: SalesReport, before: SalesReport): DigestCampaign[] {
  // The report's list is its top rows by won value; a campaign missing from a short list won nothing.
  const complete = before.byCampaign.length < SALES_REPORT.topListSize;
  return report.byCampaign
    .filter(hasWon)
    .slice(0, DIGEST.topCampaigns)
    .map((row) => {
      const earlier = before.byCampaign.find((b) => b.value === row.value);
      return {
        campaign: row.value,
        current: row.wonValueCombined,
        money: { INR: row.wonValue, USD: row.wonValueUSD },
        previous: earlier ? earlier.wonValueCombined : complete ? 0 : null,
      };
    });
}

export async function digestFigures(week: DigestWeek): Promise<DigestFigures> {
  const [overview, report, before, firstResponse, firstResponseBefore] = await Promise.all([
    analyticsOverview(week.from, week.to),
    salesReport(week.from, week.to),
    salesReport(week.previous.from, week.previous.to),
    firstResponseWeek(week.from),
    firstResponseWeek(week.previous.from),
  ]);
  const reports = { overview, report, before, firstResponse, firstResponseBefore };
  const values = DIGEST_FIGURES.map((figure): DigestValue => {
    const reader = READERS[figure];
    const [current, previous] = reader.read(reports);
    return { figure, kind: reader.kind, current, previous };
  });
  return {
    week,
    values,
    wonMoney: { current: report.money.wonValue, previous: before.money.wonValue },
    campaigns: topCampaigns(report, before),
    currency: { reportingCurrency: report.currency.reportingCurrency, rateLabel: report.currency.rateLabel },
  };
}
