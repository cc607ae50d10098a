/**
 * Sales counters and the sales report (issue 19). Leads and deals are counted
 * when they are written, into small items per day x dimension x value in the
 * SALES counter space (`pk = SALES#<day>`, `sk = <dimension>#<value>`), as
 * the analytics counters of part 1; the pipeline as of now is kept in
 * `SALES#pipeline` per stage. A report reads one Query per day: O(days x
 * dimensions), never every lead or deal. docs/architecture.md ("Deals and
 * sales reports").
 */
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
  /** won value / won count; null without won deals. */
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
  wonValue: number;
}

export interface PipelineStageRow {
  stage: DealStage;
  label: string;
  count: number;
  value: number;
  /** Sum of value x probability. */
  weighted: number;
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
  pipelineTotals: { count: number; value: number; weighted: number };
  /** Counter items read (the report's cost). */
  itemsRead: number;
}
