/**
 * Sales counters and the sales report (issue 19). Leads and deals are counted
 * when they are written, into small items per day x dimension x value in the
 * SALES counter space (`pk = SALES#<day>`, `sk = <dimension>#<value>`), as
 * the analytics counters of part 1; the pipeline as of now is kept in
 * `SALES#pipeline` per stage. A report reads one Query per day: O(days x
 * dimensions), never every lead or deal. docs/architecture.md ("Deals and
 * sales reports").
 */
import type { Currency, MoneyByCurrency } from './currency';
import type { DealStage } from './deals';
import { LEAD_FORMS, type LeadForm } from './leads';

export const SALES_DIMENSIONS = [
  'total',
  'form',
  'interest',
  'budget',
  'phase',
  'source',
  'campaign',
  'stage',
] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];

/** The pseudo-day of the pipeline items (as of now, not per day). */
export const PIPELINE_DAY = 'pipeline';

/** Lead forms the sales counters know (job applications are not leads). */
export const SALES_LEAD_FORMS = LEAD_FORMS;
export type SalesLeadForm = LeadForm;

export const SALES_REPORT = {
  /** Longest report range (as analytics). */
  maxRangeDays: 366,
  /** Rows per by-source / by-campaign list. */
  topListSize: 20,
  /** Leads the one-time backfill reads at most per lead kind. */
  backfillMaxLeads: 20_000,
} as const;

export interface SalesTotals {
  visitors: number;
  leads: number;
  deals: number;
  dealValue: number;
  won: { count: number; value: number };
  lost: { count: number; value: number };
  /** won / (won + lost) in the range, 0..1; null when nothing closed. */
  winRate: number | null;
  /**
   * Per currency (issue 27 item 6): `dealValue`, `won.value` and `lost.value`
   * above are the INR figures (today's metric names); here each currency and
   * the combined figure in the reporting currency (null without a rate).
   */
  money: {
    dealValue: MoneyByCurrency;
    wonValue: MoneyByCurrency;
    lostValue: MoneyByCurrency;
    combined: { dealValue: number | null; wonValue: number | null; lostValue: number | null };
  };
  /** Combined won value / won count, in the reporting currency; null without won deals or a needed rate. */
  averageDealSize: number | null;
  /** Average days from deal created to won; null without won deals. */
  salesCycleDays: number | null;
  /** Average minutes from a lead's arrival to its first status change; null without responses. */
  firstResponseMinutes: number | null;
  responded: number;
}

export interface FunnelStep {
  step: 'visitors' | 'leads' | 'deals' | 'won';
  label: string;
  count: number;
  /** count / previous step's count, 0..1; null for the first step or a zero previous step. */
  rate: number | null;
}

export interface SalesBreakdownRow {
  value: string;
  leads: number;
  deals: number;
  won: number;
  /** INR. */
  wonValue: number;
  wonValueUSD: number;
  /** In the reporting currency; null without a needed rate. */
  wonValueCombined: number | null;
}

export interface PipelineStageRow {
  stage: DealStage;
  label: string;
  count: number;
  /** INR value; `valueUSD` the USD deals'. */
  value: number;
  valueUSD: number;
  /** Sum of value x probability (INR; `weightedUSD` the USD deals'). */
  weighted: number;
  weightedUSD: number;
}

/** One week (starting Monday) of leads, split by the values of one dimension. */
export interface WeekRow {
  week: string;
  [value: string]: number | string;
}

export interface SalesReport extends SalesTotals {
  from: string;
  to: string;
  previous: SalesTotals & { from: string; to: string };
  funnel: FunnelStep[];
  bySource: SalesBreakdownRow[];
  byCampaign: SalesBreakdownRow[];
  leadsByWeek: Record<'form' | 'interest' | 'budget' | 'phase', { values: string[]; weeks: WeekRow[] }>;
  pipeline: PipelineStageRow[];
  pipelineTotals: {
    count: number;
    value: number;
    valueUSD: number;
    weighted: number;
    weightedUSD: number;
    /** Open value and weighted value in the reporting currency; null without a needed rate. */
    valueCombined: number | null;
    weightedCombined: number | null;
  };
  /** The reporting currency and rate the combined figures use, and the text shown beside them. */
  currency: { reportingCurrency: Currency; usdToInr: number | null; rateLabel: string };
  /** Counter items read (the report's cost). */
  itemsRead: number;
}

/**
 * The Sales Reports screen's first read (`?view=summary`): the headline
 * figures, the funnel and the pipeline, from each day's `total#all` item by
 * key and the pipeline items; the breakdowns by day follow in the full report.
 */
export type SalesSummary = Omit<SalesReport, 'bySource' | 'byCampaign' | 'leadsByWeek'>;

/** Issue 30, item 6: how fast leads were first answered, for leads that came in during one week. */
export interface FirstResponseFigures {
  /** Leads that came in. */
  leads: number;
  /** Of them, answered (first response stored). */
  answered: number;
  /** Median minutes from arrival to first response over the answered; null without any. */
  medianMinutes: number | null;
  /** Answered within the one-business-day promise. */
  withinPromise: number;
  /** Leads whose outcome is known (answered, or past due): the share's denominator. */
  decided: number;
  /** withinPromise / decided (0..1); null when nothing is decided yet. */
  share: number | null;
}

export interface FirstResponseOwnerRow extends FirstResponseFigures {
  /** The owner's e-mail; '' for leads nobody owns. */
  owner: string;
}

export interface FirstResponseWeek extends FirstResponseFigures {
  /** The week's Monday (company zone), 'YYYY-MM-DD'. */
  week: string;
  byOwner: FirstResponseOwnerRow[];
  /** More leads than one report reads (FIRST_RESPONSE_REPORT.maxLeads): figures of the first ones only. */
  truncated: boolean;
}

export const FIRST_RESPONSE_REPORT = {
  /** Weeks shown in Sales Reports: the last ones of the chosen range. */
  weeks: 8,
  /** Leads read per kind and week (pages of 100). */
  maxLeads: 1000,
} as const;
