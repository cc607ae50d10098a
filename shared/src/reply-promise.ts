/**
 * The reply promise (issue 30, item 6): every confirmation says we answer
 * "within one business day" (next-steps.ts). One business day is one working
 * day's hours of the lead's office (its availability record: working days,
 * hours, closures), counted from the moment the lead came in: a lead raised
 * at 16:00 on a Friday in an office open 09:00-17:00 is due at 16:00 on
 * Monday (or on the next working day after a closure); one raised at night
 * counts from the next opening. The owner is reminded when 2 business hours
 * are left. All zone arithmetic goes through zoned-time.ts, so a DST change
 * between the two moments is counted in wall-clock hours of the office.
 */
import { isMeetingOfficeId, type MeetingOfficeId } from './leads';
import { addDays, startOfZonedDay, weekdayOf, zonedDay, zonedInstant } from './zoned-time';

/** What the calendar maths needs of an office's availability record. */
export interface OfficeCalendar {
  timeZone: string;
  workingDays: readonly number[];
  dayStart: string;
  dayEnd: string;
  closures: ReadonlyArray<{ date: string }>;
}

export const REPLY_PROMISE = {
  /** The promise: one working day's hours of the office. */
  businessDays: 1,
  /** The owner's reminder goes this many business minutes before the lead is due. */
  remindMinutesBefore: 120,
  /** A calendar never needs more days than this to find the hours (a long closure stops the walk). */
  maxDaysWalked: 60,
} as const;

export const REPLY_PROMISE_TEXTS = {
  overdue: 'Overdue',
  dueSoon: 'Due soon',
} as const;

/** The office whose calendar a lead's promise counts in: the meeting's, else Washington's for American zones, else Noida's. */
export function promiseOffice(lead: { meeting?: { office?: string }; timeZone?: string }): MeetingOfficeId {
  const office = lead.meeting?.office;
  if (isMeetingOfficeId(office)) return office;
  const zone = lead.timeZone ?? '';
  return zone.startsWith('America/') || zone.startsWith('US/') ? 'washington' : 'noida';
}

/** Minutes in one working day of the office. */
export function workdayMinutes(cal: OfficeCalendar): number {
  const [sh = 0, sm = 0] = cal.dayStart.split(':').map(Number);
  const [eh = 0, em = 0] = cal.dayEnd.split(':').map(Number);
  return eh * 60 + em - (sh * 60 + sm);
}

/**
 * The instant at which `minutes` business minutes of the office have passed
 * since `from`. Each working, unclosed day contributes its open interval
 * (start and end as instants, so a DST day is whatever its wall-clock hours are).
 */
export function addBusinessMinutes(from: Date, minutes: number, cal: OfficeCalendar): Date {
  const closed = new Set(cal.closures.map((c) => c.date));
  let left = minutes * 60_000;
  let day = zonedDay(from, cal.timeZone);
  for (let i = 0; i < REPLY_PROMISE.maxDaysWalked; i++, day = addDays(day, 1)) {
    if (!cal.workingDays.includes(weekdayOf(day)) || closed.has(day)) continue;
    const open = zonedInstant(day, cal.dayStart, cal.timeZone).getTime();
    const shut = zonedInstant(day, cal.dayEnd, cal.timeZone).getTime();
    const begin = Math.max(open, from.getTime());
    if (begin >= shut) continue;
    if (begin + left <= shut) return new Date(begin + left);
    left -= shut - begin;
  }
  // Closed for longer than the walk: due at the end of it (overdue is then shown, never lost).
  return startOfZonedDay(day, cal.timeZone);
}

/** When a lead raised at `raised` must be answered, and when its owner is reminded. */
export function replyDue(raised: string | Date, cal: OfficeCalendar): { dueAt: string; remindAt: string } {
  const from = new Date(raised);
  const total = workdayMinutes(cal) * REPLY_PROMISE.businessDays;
  const remind = Math.max(0, total - REPLY_PROMISE.remindMinutesBefore);
  return {
    dueAt: addBusinessMinutes(from, total, cal).toISOString(),
    remindAt: addBusinessMinutes(from, remind, cal).toISOString(),
  };
}

/** Whether a lead is past its promise at `now` and still unanswered. */
export function isOverdue(
  lead: { responseDueAt?: string; firstResponseAt?: string },
  now: Date | string,
): boolean {
  if (!lead.responseDueAt || lead.firstResponseAt) return false;
  return lead.responseDueAt <= new Date(now).toISOString();
}

/** Whether a response came within the promise (a lead without a due date counts as on time when answered). */
export function answeredInTime(lead: { responseDueAt?: string; firstResponseAt?: string }): boolean {
  return !!lead.firstResponseAt && (!lead.responseDueAt || lead.firstResponseAt <= lead.responseDueAt);
}
