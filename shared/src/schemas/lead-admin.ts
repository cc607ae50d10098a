/**
 * Staff-side lead schemas: the list query (cursor, search, date range,
 * status), the status/notes update, and the shapes the admin API returns.
 */
import * as z from 'zod';
import { LEAD_LIST, LEAD_STATUSES, type LeadStatus, type NotificationState } from '../leads';
import { isoDateField } from './common';

const rangeBound = z.union([isoDateField(), z.iso.datetime({ offset: true })], {
  error: 'Enter a valid date.',
});

const statusField = z.enum(LEAD_STATUSES, { error: 'Unknown status.' });

export const leadListQuerySchema = z
  .object({
    cursor: z.string().trim().max(2000).optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number.' })
      .int({ error: 'Limit must be a whole number.' })
      .min(1, { error: `Limit must be between 1 and ${LEAD_LIST.maxPageSize}.` })
      .max(LEAD_LIST.maxPageSize, { error: `Limit must be between 1 and ${LEAD_LIST.maxPageSize}.` })
      .optional(),
    q: z
      .string()
      .trim()
      .max(LEAD_LIST.maxSearchLength, {
        error: `Search must be at most ${LEAD_LIST.maxSearchLength} characters.`,
      })
      .optional(),
    /** Start, inclusive: a UTC day 'YYYY-MM-DD' or an instant (the admin screen sends the viewer's local midnight). */
    from: rangeBound.optional(),
    /** End, inclusive: a UTC day (the whole day) or an instant. */
    to: rangeBound.optional(),
    status: statusField.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    error: 'The start date must be on or before the end date.',
    path: ['to'],
  });
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadUpdateSchema = z
  .object({
    status: statusField.optional(),
    /** Only update when the stored status is still this one (two staff editing at once). */
    expectedStatus: statusField.optional(),
    note: z
      .string()
      .trim()
      .min(1, { error: 'The note cannot be empty.' })
      .max(LEAD_LIST.maxNoteLength, { error: `Notes must be at most ${LEAD_LIST.maxNoteLength} characters.` })
      .optional(),
  })
  .refine((u) => u.status !== undefined || u.note !== undefined, {
    error: 'Change the status or add a note.',
    path: ['status'],
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export interface LeadNote {
  at: string;
  by: string;
  text: string;
  /** Set when the note came with a status change. */
  status?: LeadStatus;
}

export interface MailStatus {
  status: NotificationState;
  at?: string;
  error?: string;
}

/** Fields every lead carries besides its form fields. */
export interface LeadMeta {
  id: string;
  dateRaised: string;
  status: LeadStatus;
  notes: LeadNote[];
  notification: NotificationState;
  mails: { notification: MailStatus; acknowledgement: MailStatus };
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
  meeting?: { start: string; end: string; timeZone?: string };
}

export interface LeadPage<T> {
  items: T[];
  nextCursor: string | null;
}
