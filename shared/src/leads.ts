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

/**
 * The form a lead came from, stored on each lead as `form` (issue 27): the
 * schedule-meeting list holds two kinds, a booked meeting and a let's-connect
 * enquiry (SPEC §3, §7), and every screen, mail and CSV names them apart.
 * Leads stored before the field get it from the backfill (lead-form-backfill.ts).
 */
export const LEAD_FORMS = ['contact', 'lets-connect', 'schedule-meeting'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** The two forms of the schedule-meeting list, for its kind filter. */
export const MEETING_LEAD_FORMS = ['schedule-meeting', 'lets-connect'] as const satisfies readonly LeadForm[];
export type MeetingLeadForm = (typeof MEETING_LEAD_FORMS)[number];

/** How a lead's kind reads on screens, in CSV and in moderation. */
export const LEAD_FORM_LABELS: Readonly<Record<LeadForm, string>> = {
  contact: 'Contact form',
  'lets-connect': "Let's connect",
  'schedule-meeting': 'Meeting',
};

/** A lead's form: the stored one, else (an item from before the field) read from its list and slot. */
export function leadFormOf(kind: LeadKind, lead: { form?: LeadForm; meeting?: unknown }): LeadForm {
  if (lead.form) return lead.form;
  if (kind === 'contact') return 'contact';
  return lead.meeting ? 'schedule-meeting' : 'lets-connect';
}

/** Whether the sales inbox was told about a lead. 'pending' until SES answered. */
export const NOTIFICATION_STATES = ['pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * Hidden form field that only bots fill. A request with it filled is answered
 * 2xx like any other and not stored (a spam trap must not tell bots apart).
 */
export const HONEYPOT_FIELD = 'website2';

/**
 * Meeting slots: each office offers its own business hours in its own time
 * zone (Noida in India Standard Time, Washington in US Eastern Time, Monday to
 * Friday, closed on the office's holidays in shared/src/holidays.ts). The
 * form lists both offices' free slots in the visitor's zone, labelled by
 * office. A slot is bookable when it starts on a working day of its office
 * within the hours, at least `minNoticeMinutes` from now and at most
 * `daysAhead` days ahead, and nobody booked it yet. Slots are identified by
 * office and start instant, so the two offices keep separate calendars.
 */
export const MEETING_OFFICE_IDS = ['noida', 'washington'] as const;
export type MeetingOfficeId = (typeof MEETING_OFFICE_IDS)[number];

export interface MeetingOffice {
  readonly id: MeetingOfficeId;
  /** How the office is named to visitors. */
  readonly name: string;
  readonly timeZone: string;
  /** ISO weekday numbers: 1 = Monday ... 7 = Sunday. */
  readonly workingDays: readonly number[];
  /** Business hours in the office's zone, 'HH:MM'; the last slot ends at `dayEnd`. */
  readonly dayStart: string;
  readonly dayEnd: string;
}

export const MEETING_OFFICES: Readonly<Record<MeetingOfficeId, MeetingOffice>> = {
  noida: {
    id: 'noida',
    name: 'Noida, India',
    timeZone: 'Asia/Kolkata',
    workingDays: [1, 2, 3, 4, 5],
    dayStart: '10:00',
    dayEnd: '18:00',
  },
  washington: {
    id: 'washington',
    name: 'Washington, DC',
    timeZone: 'America/New_York',
    workingDays: [1, 2, 3, 4, 5],
    dayStart: '09:00',
    dayEnd: '17:00',
  },
};

export const MEETING_SLOTS = {
  slotMinutes: 30,
  minNoticeMinutes: 4 * 60,
  daysAhead: 14,
} as const;

/** One office's slot rules: its hours plus the shared slot length, notice and window. */
export type MeetingSlotConfig = {
  readonly timeZone: string;
  readonly workingDays: readonly number[];
  readonly dayStart: string;
  readonly dayEnd: string;
  readonly slotMinutes: number;
  readonly minNoticeMinutes: number;
  readonly daysAhead: number;
  /** Closed days in the office's zone, 'YYYY-MM-DD'. */
  readonly closedDays?: ReadonlySet<string>;
};

export function isMeetingOfficeId(value: unknown): value is MeetingOfficeId {
  return typeof value === 'string' && (MEETING_OFFICE_IDS as readonly string[]).includes(value);
}

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
