/**
 * Deal schemas: create (optionally from a lead), update (with the record
 * `version`), logged activities, list queries, and the shapes the API returns.
 * Stage ids, labels and limits: shared/src/deals.ts.
 */
import { TRAFFIC_SOURCES, type TrafficSource } from '../analytics';
import { nowMs } from '../clock';
import { CURRENCIES, type Currency } from '../currency';
import {
  type ACTIVITY_TYPES,
  DEAL_LIMITS,
  DEAL_MESSAGES,
  DEAL_STAGES,
  type DealStage,
  LOGGED_ACTIVITY_TYPES,
} from '../deals';
import { BUDGETS, INTEREST_OPTIONS } from '../form-options';
import { LEAD_KINDS, type LeadKind } from '../leads';
import { UTM_MESSAGE, UTM_VALUE } from './campaign';
import {
  type CursorPage,
  emailField,
  isoDateField,
  numericInput,
  optionalText,
  personName,
  plainText,
} from './common';
import { withVersion } from './record-version';
import * as z from './zod-mini';

const orEmpty = <S extends z.core.$ZodType>(schema: S) => z.optional(z.union([schema, z.literal('')]));

const stageField = z.enum(DEAL_STAGES, { error: 'Unknown stage.' });

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
/** A day or instant within DEAL_LIMITS.dateYears years of today, on the one clock (the stack's time in tests). */
const nearToday = z.refine(
  (value: unknown) => {
    const at = Date.parse(String(value));
    // An unreadable date already failed its format check, with its own message.
    return Number.isNaN(at) || Math.abs(at - nowMs()) <= DEAL_LIMITS.dateYears * YEAR_MS;
  },
  { error: DEAL_MESSAGES.dateOutOfRange },
);

const campaignTag = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(100, { error: 'Campaign must be at most 100 characters.', abort: true }),
  z.refine((v) => v === '' || UTM_VALUE.test(v), { error: UTM_MESSAGE }),
);

const fields = {
  title: plainText('Title', DEAL_LIMITS.title),
  company: orEmpty(plainText('Company', DEAL_LIMITS.company)),
  contactName: orEmpty(personName('Contact', DEAL_LIMITS.contactName)),
  contactEmail: orEmpty(emailField()),
  value: numericInput('Value', { min: 0, max: DEAL_LIMITS.maxValue, int: true }),
  currency: z.enum(CURRENCIES, { error: 'Select a currency.' }),
  stage: stageField,
  probability: z.optional(numericInput('Probability', { min: 0, max: 100, int: true })),
  expectedCloseDate: orEmpty(isoDateField().check(nearToday)),
  owner: orEmpty(emailField()),
  interest: orEmpty(z.enum(INTEREST_OPTIONS, { error: 'Select an interest.' })),
  budget: orEmpty(z.enum(BUDGETS, { error: 'Select a budget.' })),
  notes: optionalText('Notes', DEAL_LIMITS.notes),
  source: orEmpty(z.enum(TRAFFIC_SOURCES, { error: 'Unknown source.' })),
  campaign: z.optional(campaignTag),
  reason: optionalText('Reason', DEAL_LIMITS.reason),
};

/**
 * POST body. With `leadKind` + `leadId` the deal starts from that lead: title,
 * company, contact, interest, budget, source and campaign default to the
 * lead's (its attribution); without them `title` is required.
 */
export const dealCreateSchema = z.object({
  ...fields,
  title: z.optional(fields.title),
  value: z.optional(fields.value),
  currency: z.optional(fields.currency),
  stage: z.optional(stageField),
  leadKind: z.optional(z.enum(LEAD_KINDS, { error: 'Unknown lead kind.' })),
  leadId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type DealCreate = z.infer<typeof dealCreateSchema>;

/** PATCH body: any fields, plus the `version` they were based on (409 when stale). */
export const dealUpdateSchema = withVersion(z.partial(z.object(fields)));
export type DealUpdate = z.infer<typeof dealUpdateSchema>;

export const dealActivitySchema = z.object({
  type: z.enum(LOGGED_ACTIVITY_TYPES, { error: 'Select what happened.' }),
  text: plainText('Text', DEAL_LIMITS.activity),
  /** When it happened (defaults to now); a call logged afterwards keeps its own time. */
  at: z.optional(z.iso.datetime({ offset: true, error: 'Enter a valid date and time.' }).check(nearToday)),
});
export type DealActivityInput = z.infer<typeof dealActivitySchema>;

const limitField = z.optional(
  z.coerce
    .number({ error: 'Limit must be a number.' })
    .check(
      z.int({ error: 'Limit must be a whole number.' }),
      z.gte(1, { error: `Limit must be between 1 and ${DEAL_LIMITS.maxPageSize}.` }),
      z.lte(DEAL_LIMITS.maxPageSize, { error: `Limit must be between 1 and ${DEAL_LIMITS.maxPageSize}.` }),
    ),
);

/**
 * GET /admin/deals. `view=board`: the first page of every stage column.
 * `stage` alone: one column page (cursor). Otherwise the list, newest first,
 * filtered by owner, stage, close month (YYYY-MM) and source.
 */
export const dealListQuerySchema = z.object({
  view: z.optional(z.enum(['board', 'list'], { error: 'Unknown view.' })),
  stage: z.optional(stageField),
  owner: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
  closeMonth: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Use YYYY-MM.' }))),
  source: z.optional(z.enum(TRAFFIC_SOURCES, { error: 'Unknown source.' })),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: limitField,
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

export interface DealActivity {
  id: string;
  type: (typeof ACTIVITY_TYPES)[number];
  text: string;
  at: string;
  by: string;
  from?: DealStage;
  to?: DealStage;
}

export interface Deal {
  id: string;
  version: number;
  title: string;
  company?: string;
  contactName?: string;
  contactEmail?: string;
  value: number;
  /** The value's currency; absent on deals stored before currencies: INR (currencyOf). */
  currency?: Currency;
  stage: DealStage;
  probability: number;
  expectedCloseDate?: string;
  owner: string;
  interest?: string;
  budget?: string;
  notes?: string;
  source?: TrafficSource;
  campaign?: string;
  reason?: string;
  leadKind?: LeadKind;
  leadId?: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  enteredStageAt: string;
  /** Set while the deal is won or lost: when it closed. */
  closedAt?: string;
}

export interface DealWithActivities extends Deal {
  activities: DealActivity[];
}

export type DealPage = CursorPage<Deal>;
export type DealBoard = Record<DealStage, DealPage>;

/** What a lead stores about its deal (the link back). */
export interface LeadDealLink {
  id: string;
  stage: DealStage;
}
