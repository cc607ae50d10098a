/**
 * Calendar days of the analytics (ANALYTICS.timeZone, the company's zone):
 * which day an instant falls on, the days of a range and the period before
 * it. Days are 'YYYY-MM-DD' strings; the zone arithmetic is zoned-time.ts's,
 * so nothing depends on the machine's zone or on a fixed offset.
 */
import { ANALYTICS } from './analytics';
import { nowMs } from './clock';
import { addDays, dayCount, startOfZonedDay, zonedDay } from './zoned-time';

export { addDays, dayCount };

/** The analytics day of an instant, e.g. '2025-03-01'. */
export function analyticsDay(at: Date | number = nowMs(), timeZone: string = ANALYTICS.timeZone): string {
  return zonedDay(at, timeZone);
}

/** Every day of the range, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const n = dayCount(from, to);
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** The period of the same length just before the range. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const n = dayCount(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
}

/** The last `n` days up to and including `today`. */
export function lastDays(n: number, today: string = analyticsDay()): { from: string; to: string } {
  return { from: addDays(today, -(n - 1)), to: today };
}

/** End of a day in the analytics zone (the next day's first instant) as epoch seconds (TTLs). */
export function endOfDayEpoch(day: string, timeZone: string = ANALYTICS.timeZone): number {
  return Math.floor(startOfZonedDay(addDays(day, 1), timeZone).getTime() / 1000);
}

/** The instant a day starts in the analytics zone, as ISO UTC. */
export function startOfDayIso(day: string, timeZone: string = ANALYTICS.timeZone): string {
  return startOfZonedDay(day, timeZone).toISOString();
}

/** The earlier / later of two 'YYYY-MM-DD' days (string order is calendar order). */
export const earlierDay = (a: string, b: string): string => (a <= b ? a : b);
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);
