/**
 * The deals pipeline (our design after HubSpot's and Pipedrive's boards; the
 * spec names deals only as a Sales item). The stages are defined here and
 * nowhere else: their ids are what the API stores and accepts, the labels are
 * for display, so a company renames or re-weights a stage in this one place.
 *
 * Outcome ownership: a deal owns Won and Lost. A lead that has a deal follows
 * it (converted -> Qualified, deal won -> Won, deal lost -> Lost, reopened ->
 * Qualified) and its own status can no longer be changed by hand (409).
 * A lead without a deal keeps its own statuses, Won and Lost included.
 */
import type { LeadStatus } from './leads';
import { can } from './permissions';
import { ROLES } from './roles';

export const DEAL_STAGES = ['qualified', 'proposal', 'negotiation', 'won', 'lost'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  qualified: 'Qualified',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  won: 'Won',
  lost: 'Lost',
};

/** Probability (percent) a deal gets when it enters a stage, unless staff set their own. */
export const DEAL_STAGE_PROBABILITY: Record<DealStage, number> = {
  qualified: 20,
  proposal: 40,
  negotiation: 70,
  won: 100,
  lost: 0,
};

export const CLOSED_STAGES: readonly DealStage[] = ['won', 'lost'];
export const OPEN_STAGES: readonly DealStage[] = DEAL_STAGES.filter((s) => !CLOSED_STAGES.includes(s));

export function isClosedStage(stage: DealStage): boolean {
  return CLOSED_STAGES.includes(stage);
}

/** The lead status a deal in `stage` gives its lead. */
export function leadStatusForStage(stage: DealStage): LeadStatus {
  if (stage === 'won') return 'Won';
  if (stage === 'lost') return 'Lost';
  return 'Qualified';
}

export const ACTIVITY_TYPES = ['note', 'call', 'mail', 'meeting', 'stage', 'created'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** Activity types staff log by hand (the others are written by the server). */
export const LOGGED_ACTIVITY_TYPES = ['note', 'call', 'mail', 'meeting'] as const;
export type LoggedActivityType = (typeof LOGGED_ACTIVITY_TYPES)[number];

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  note: 'Note',
  call: 'Call',
  mail: 'Mail',
  meeting: 'Meeting',
  stage: 'Stage change',
  created: 'Created',
};

/** The roles whose members can own a deal: those allowed to work deals (Sales, SuperAdmin). */
export const DEAL_OWNER_ROLES = ROLES.filter((role) => can([role], 'deals:write'));

export const DEAL_LIMITS = {
  title: 160,
  company: 160,
  contactName: 120,
  notes: 4000,
  reason: 500,
  activity: 2000,
  /** Largest value, in whole rupees (₹1,000 Cr): values are integers of the deal's currency. */
  maxValue: 10_000_000_000,
  /** Close and activity dates lie within this many years of today (a typo such as 2206 is refused). */
  dateYears: 10,
  boardPageSize: 20,
  maxPageSize: 100,
  /** A filtered list page reads at most this many index pages (as the lead lists). */
  maxFilterReads: 5,
  /** Newest activities returned with a deal. */
  activitiesShown: 100,
  maxExportRows: 5000,
} as const;

export const DEAL_MESSAGES = {
  notFound: 'Deal not found',
  leadNotFound: 'Lead not found',
  leadTaken: 'This lead already has a deal.',
  stale:
    'Someone else changed this deal after you opened it. Reload to see the latest version, then make your change again.',
  reasonRequired: 'Say why the deal was won or lost.',
  leadFollowsDeal: "This lead's status follows its deal. Change the deal's stage instead.",
  titleRequired: 'Title is required.',
  ownerNotMember: 'Owner must be a member: no member has this e-mail.',
  ownerCannotWorkDeals: `Owner must be a member who works deals (${DEAL_OWNER_ROLES.join(' or ')}).`,
  dateOutOfRange: `Enter a date within ${DEAL_LIMITS.dateYears} years of today.`,
} as const;
