/**
 * Leads: constants the forms, the services and the infrastructure share.
 * None of this is in the spec (SPEC §4: "Status enumerations for leads: not
 * shown"; §5: schedule-meeting rules "not shown"); every value here is ours.
 */

/** The sales pipeline a lead moves through. New leads start at 'New'. */
export const LEAD_STATUSES = ['New', 'Contacted', 'Qualified', 'Won', 'Lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The two lead lists: contact leads (Contact Us) and schedule-meeting leads (lets-connect, schedule meeting). */
export const LEAD_KINDS = ['contact', 'meeting'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Whether the sales inbox was told about a lead. 'pending' until SES answered. */
export const NOTIFICATION_STATES = ['pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * Hidden form field that only bots fill. A request with it filled is answered
 * 2xx like any other and not stored (a spam trap must not tell bots apart).
 */
export const HONEYPOT_FIELD = 'website2';

/**
 * Meeting slots: business hours of one time zone, shown to the visitor in
 * their own zone. A slot is bookable when it starts on a working day within
 * the hours, at least `minNoticeMinutes` from now and at most `daysAhead`
 * days ahead, and nobody booked it yet.
 */
export const MEETING_SLOTS = {
  timeZone: 'Asia/Kolkata',
  /** ISO weekday numbers: 1 = Monday ... 7 = Sunday. */
  workingDays: [1, 2, 3, 4, 5],
  /** Business hours in the zone above, 'HH:MM'; the last slot ends at `dayEnd`. */
  dayStart: '10:00',
  dayEnd: '18:00',
  slotMinutes: 30,
  minNoticeMinutes: 4 * 60,
  daysAhead: 14,
} as const;
export type MeetingSlotConfig = {
  readonly timeZone: string;
  readonly workingDays: readonly number[];
  readonly dayStart: string;
  readonly dayEnd: string;
  readonly slotMinutes: number;
  readonly minNoticeMinutes: number;
  readonly daysAhead: number;
};

/** Admin lists: page sizes, search length and the CSV export bound. */
export const LEAD_LIST = {
  defaultPageSize: 20,
  maxPageSize: 100,
  maxSearchLength: 100,
  /** A filtered page reads at most this many index pages before it returns (with a cursor). */
  maxFilterReads: 5,
  maxExportRows: 5000,
  maxNoteLength: 2000,
  maxNotes: 200,
} as const;

/**
 * Rate limit of the public form routes, per client IP: a token bucket of
 * `burst` requests refilled at `perMinute`. Locally the gateway enforces it
 * (services/local/rate-limit.ts). In AWS the same numbers go to a WAF
 * rate-based rule on CloudFront (per IP), and `routeThrottle` to the HTTP API
 * stage route throttling (per route, all clients together) as a backstop.
 */
export const PUBLIC_FORM_RATE_LIMIT = {
  burst: 10,
  perMinute: 10,
  routeThrottle: { rateLimit: 50, burstLimit: 100 },
  message: 'Too many submissions from your network. Please wait a minute and try again.',
} as const;
