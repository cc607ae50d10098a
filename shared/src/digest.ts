/**
 * The weekly digest (issue 30, item 7): Monday 09:00 in the company's zone
 * (COMPANY.timeZone), a mail to every Sales and Marketing member with last
 * week's figures, each against the week before, and links to the screens.
 * Weeks are Monday to Sunday company days, as the Sales Reports' weeks.
 */
import { COMPANY } from './company';
import { addDays, weekdayOf, zonedDay, zonedInstant } from './zoned-time';

export const DIGEST = {
  timeZone: COMPANY.timeZone,
  /** Monday (ISO weekday 1), 09:00 company time. */
  weekday: 1,
  time: '09:00',
  /**
   * A sweep up to this long after the moment still sends (a missed run, a
   * deploy); a stack first started later in the week mails nothing stale.
   */
  lateHours: 24,
  /** Campaigns listed by won value. */
  topCampaigns: 3,
  /** Each claim (who got which week's digest) is kept this long. */
  claimDays: 60,
  /** Who gets it. */
  roles: ['Sales', 'Marketing'],
} as const;

/**
 * The digest's figures, in the order the mail lists them. `firstResponseWithinPromise` is
 * Sales Reports' share of the week's leads answered within the reply promise (issue 30, item 6).
 */
export const DIGEST_FIGURES = [
  'visitors',
  'leads',
  'meetings',
  'firstResponseWithinPromise',
  'newDeals',
  'wonValue',
] as const;
export type DigestFigure = (typeof DIGEST_FIGURES)[number];

export const DIGEST_FIGURE_LABELS: Record<DigestFigure, string> = {
  visitors: 'Visitors',
  leads: 'Leads',
  meetings: 'Meetings booked',
  firstResponseWithinPromise: 'First response within promise',
  newDeals: 'New deals',
  wonValue: 'Won value',
};

/** The screen each figure links to. */
export const DIGEST_FIGURE_SCREENS: Record<DigestFigure, string> = {
  visitors: '/admin/analytics',
  leads: '/admin/sales-reports',
  meetings: '/admin/schedule-meeting',
  firstResponseWithinPromise: '/admin/sales-reports',
  newDeals: '/admin/deals',
  wonValue: '/admin/sales-reports',
};

export interface DigestWeek {
  /** Monday of the week reported on. */
  from: string;
  /** Its Sunday. */
  to: string;
  /** The week before it. */
  previous: { from: string; to: string };
  /** The Monday 09:00 the digest is for (ISO). */
  sendAt: string;
}

/** The digest due at `now`, if any: last week's, from Monday 09:00 for `lateHours`. */
export function dueDigestWeek(now: Date): DigestWeek | null {
  const today = zonedDay(now, DIGEST.timeZone);
  const monday = addDays(today, DIGEST.weekday - weekdayOf(today));
  const sendAt = zonedInstant(monday, DIGEST.time, DIGEST.timeZone);
  const since = now.getTime() - sendAt.getTime();
  if (since < 0 || since >= DIGEST.lateHours * 3_600_000) return null;
  const from = addDays(monday, -7);
  return {
    from,
    to: addDays(monday, -1),
    previous: { from: addDays(from, -7), to: addDays(from, -1) },
    sendAt: sendAt.toISOString(),
  };
}
