/**
 * Staff-side lead schemas: the list query (cursor, search, date range,
 * status), the status/notes update, and the shapes the admin API returns.
 */

import type { Attribution } from '../analytics';
import {
  LEAD_LIST,
  LEAD_STATUSES,
  type LeadForm,
  type LeadStatus,
  MEETING_LEAD_FORMS,
  type MeetingOfficeId,
  type NotificationState,
} from '../leads';
import { type CursorPage, cleanText, emailField, isoDateField } from './common';
import type { LeadDealLink } from './deal';
import { RECORD_VERSION_MESSAGES, recordVersion } from './record-version';
import { timeZoneField } from './time-zone';
import * as z from './zod-mini';

const rangeBound = z.union([isoDateField(), z.iso.datetime({ offset: true })], {
  error: 'Enter a valid date.',
});

const statusField = z.enum(LEAD_STATUSES, { error: 'Unknown status.' });

const leadListShape = {
  cursor: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  limit: z.optional(
    z.coerce
      .number({ error: 'Limit must be a number.' })
      .check(
        z.int({ error: 'Limit must be a whole number.' }),
        z.gte(1, { error: `Limit must be between 1 and ${LEAD_LIST.maxPageSize}.` }),
        z.lte(LEAD_LIST.maxPageSize, { error: `Limit must be between 1 and ${LEAD_LIST.maxPageSize}.` }),
      ),
  ),
  q: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(LEAD_LIST.maxSearchLength, {
        error: `Search must be at most ${LEAD_LIST.maxSearchLength} characters.`,
      }),
    ),
  ),
  /** Start, inclusive: a UTC day 'YYYY-MM-DD' or an instant (the admin screen sends the viewer's local midnight). */
  from: z.optional(rangeBound),
  /** End, inclusive: a UTC day (the whole day) or an instant. */
  to: z.optional(rangeBound),
  status: z.optional(statusField),
  /** The schedule-meeting list's kind filter: booked meetings or let's-connect enquiries. */
  form: z.optional(z.enum(MEETING_LEAD_FORMS, { error: 'Unknown lead kind.' })),
  /** "My leads": only the signed-in member's (the server reads who that is from the token). */
  mine: z.optional(z.enum(['true', 'false'], { error: 'mine must be true or false.' })),
  /** Only leads past their reply promise and unanswered. */
  overdue: z.optional(z.enum(['true', 'false'], { error: 'overdue must be true or false.' })),
};

const rangeInOrder = z.refine<{ from?: string; to?: string }>(
  (q: { from?: string; to?: string }) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to),
  { error: 'The start date must be on or before the end date.', path: ['to'] },
);

export const LEAD_OWNER_MESSAGES = {
  invalid: 'Choose a member to own this lead.',
  notOwner: 'This member cannot own leads: choose a Sales member or a SuperAdmin.',
  unassigned: 'Unassigned',
} as const;

export const leadListQuerySchema = z.object(leadListShape).check(rangeInOrder);
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** The CSV export: the list's filters plus the member's zone, in which its times are written (UTC without one). */
export const leadExportQuerySchema = z
  .object({ ...leadListShape, timeZone: z.optional(timeZoneField()) })
  .check(rangeInOrder);

export const leadUpdateSchema = z
  .object({
    status: z.optional(statusField),
    /** Only update when the stored status is still this one (two staff editing at once). */
    expectedStatus: z.optional(statusField),
    note: z.optional(
      z.string().check(
        cleanText(),
        z.minLength(1, { error: 'The note cannot be empty.' }),
        z.maxLength(LEAD_LIST.maxNoteLength, {
          error: `Notes must be at most ${LEAD_LIST.maxNoteLength} characters.`,
        }),
      ),
    ),
    /** Hand the lead to another member (Sales or SuperAdmin; checked on the server). */
    owner: z.optional(emailField()),
    /**
     * The lead's version as the member saw it (record-version.ts): 409 when
     * someone changed the lead since. Required to hand it over, so two tabs
     * giving the same lead to different people cannot both win.
     */
    version: z.optional(recordVersion),
  })
  .check(
    z.refine((u) => u.status !== undefined || u.note !== undefined || u.owner !== undefined, {
      error: 'Change the status or add a note.',
      path: ['status'],
    }),
    z.refine((u) => u.owner === undefined || u.version !== undefined, {
      error: RECORD_VERSION_MESSAGES.required,
      path: ['version'],
    }),
  );
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export interface LeadNote {
  at: string;
  by: string;
  text: string;
  /** Set when the note came with a status change. */
  status?: LeadStatus;
}

export interface MailStatus {
  /** 'skipped': an acknowledgement not sent because its address reached the daily limit. */
  status: NotificationState | 'skipped';
  at?: string;
  error?: string;
}

/** Fields every lead carries besides its form fields. */
export interface LeadMeta {
  id: string;
  /** The form it came from; stored on every lead since issue 27 (older ones: the backfill, `leadFormOf`). */
  form?: LeadForm;
  dateRaised: string;
  status: LeadStatus;
  notes: LeadNote[];
  notification: NotificationState;
  mails: { notification: MailStatus; acknowledgement: MailStatus };
  /** The visit's first touch (source, UTM tags, landing page); absent for GPC visitors and unknown visits. */
  attribution?: Attribution;
  /** The deal made from this lead; while it is set the lead's status follows the deal. */
  deal?: LeadDealLink;
  /** When the owner first changed the status from New or added a note (the first response). */
  firstResponseAt?: string;
  /**
   * +1 on every staff change through the PATCH (status, note, owner); 1 when
   * stored, and leads stored before versions count as 1 (record-version.ts).
   */
  version?: number;
  /** The member who follows it up (a Sales member by rotation, else a SuperAdmin); the meeting's host. */
  owner?: string;
  /** The office whose calendar the reply promise counts in (shared/src/reply-promise.ts). */
  office?: MeetingOfficeId;
  /** One business day after it came in: past this and unanswered, the lead is overdue. */
  responseDueAt?: string;
  /** Two business hours before the due time: the owner's reminder. */
  responseRemindAt?: string;
  /** When a sweep claimed the owner's reminder mail (sent once). */
  ownerRemindedAt?: string;
  /** When a sweep claimed the SuperAdmins' overdue mail (sent once). */
  overdueMailedAt?: string;
}

export interface ContactLeadView extends LeadMeta {
  fullName: string;
  email: string;
  phoneNumber: string;
  message?: string;
}

export interface MeetingLeadView extends LeadMeta {
  fullName: string;
  email: string;
  interestedIn: string;
  message?: string;
  companyName?: string;
  budget: string;
  expectedTime: string;
  projectPhase: string;
  websiteUrl?: string;
  /** Set for leads from /schedule-meeting: the booked slot. */
  meeting?: {
    start: string;
    end: string;
    timeZone?: string;
    office?: MeetingOfficeId;
    /** The invite's SEQUENCE: 0 when booked, one more per reschedule or cancel (RFC 5545). */
    sequence?: number;
    /** When the visitor cancelled through their link; the slot is free again. */
    cancelledAt?: string;
    /** When the visitor last moved it (its reminders count from then). */
    movedAt?: string;
    /** When each reminder mail was claimed by a sweep (sent once: a conditional write). */
    reminded24h?: string;
    reminded1h?: string;
  };
}

export type LeadPage<T> = CursorPage<T>;
