/**
 * The visitor's own meeting link (issue 30): `/meeting#t=<token>`, where the
 * token is `<booking id>.<expiry, epoch seconds>.<HMAC-SHA256, base64url>`
 * (services/src/lib/meeting-link.ts signs and checks it). The token travels in
 * the URL fragment, so it never reaches a server, WAF or CDN log, and in the
 * body of the three POST routes, never in a query string.
 */
import { MEETING_OFFICE_IDS } from '../leads';
import { canonicalSlot, SLOT_MESSAGES } from '../meeting-slots';
import * as z from './zod-mini';

/** Days a link stays valid after the meeting's start (a link for a past meeting then offers a new booking). */
export const MEETING_LINK_DAYS_AFTER = 30;
/** The public page the link opens; the token follows in the fragment as `#t=`. */
export const MEETING_PAGE_PATH = '/meeting';
export const MEETING_LINK_FRAGMENT = 't';

export const MEETING_LINK_MESSAGES = {
  invalid: 'This meeting link is not valid. Please use the link from your latest confirmation e-mail.',
  expired: 'This meeting link has expired. You can book a new meeting.',
  cancelled: 'This meeting was cancelled. You can book a new meeting.',
  past: 'This meeting has already taken place. You can book a new meeting.',
  changed: 'Your meeting was changed meanwhile. Reload the page and try again.',
} as const;

// base64url pieces and digits only: a token is short and never needs a slow pattern.
const token = z
  .string({ error: MEETING_LINK_MESSAGES.invalid })
  .check(
    z.trim(),
    z.minLength(1, { error: MEETING_LINK_MESSAGES.invalid, abort: true }),
    z.maxLength(200, { error: MEETING_LINK_MESSAGES.invalid, abort: true }),
    z.regex(/^[A-Za-z0-9_.-]+$/, { error: MEETING_LINK_MESSAGES.invalid }),
  );

export const meetingTokenSchema = z.object({ token });

export const meetingRescheduleSchema = z.object({
  token,
  office: z.enum(MEETING_OFFICE_IDS, { error: SLOT_MESSAGES.required }),
  start: z.string({ error: SLOT_MESSAGES.required }).check(
    z.trim(),
    z.minLength(1, { error: SLOT_MESSAGES.required, abort: true }),
    z.maxLength(40, { error: SLOT_MESSAGES.invalid, abort: true }),
    z.refine((v) => canonicalSlot(v) !== null, { error: SLOT_MESSAGES.invalid }),
  ),
});
export type MeetingReschedule = z.infer<typeof meetingRescheduleSchema>;

/** What the lookup returns: the booking only, never the visitor's details; none for an expired link. */
export interface MeetingLookupView {
  state: 'booked' | 'cancelled' | 'past' | 'expired';
  meeting?: {
    start: string;
    end: string;
    office: (typeof MEETING_OFFICE_IDS)[number];
    /** The visitor's zone at booking time. */
    timeZone?: string;
  };
}

/** After a reschedule: the new booking and the fresh link's token. */
export interface MeetingChanged extends MeetingLookupView {
  token: string;
}

/**
 * Reminder mails before a booked meeting (issue 30, item 2), each sent once
 * (the lead's `meeting[field]` is claimed by a conditional write). A reminder
 * whose moment had passed when the meeting was booked or moved is not sent:
 * the confirmation itself was the notice.
 */
export const MEETING_REMINDERS = [
  { field: 'reminded24h', hoursBefore: 24, label: 'tomorrow' },
  { field: 'reminded1h', hoursBefore: 1, label: 'in one hour' },
] as const;
export type MeetingReminder = (typeof MEETING_REMINDERS)[number];
