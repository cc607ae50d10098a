/**
 * Calendar days of the analytics (ANALYTICS.timeZone): which day an instant
 * falls on, the days of a range and the period before it. Days are
 * 'YYYY-MM-DD' strings; range arithmetic is plain calendar arithmetic in UTC,
 * so it never depends on the machine's zone.
 */
import { ANALYTICS } from './analytics';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // en-CA formats dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The analytics day of an instant, e.g. '2025-03-01'. */
export function analyticsDay(at: Date | number = Date.now(), timeZone: string = ANALYTICS.timeZone): string {
  return formatter(timeZone).format(typeof at === 'number' ? new Date(at) : at);
}

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` moved by `n` calendar days (negative: earlier). */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** Whole days from `from` to `to`, both included (0 when `to` is before `from`). */
export function dayCount(from: string, to: string): number {
  return Math.max(0, Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1);
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

/** End of a day in the analytics zone as epoch seconds (TTLs). Asia/Kolkata has no DST. */
export function endOfDayEpoch(day: string, offsetMinutes = 330): number {
  return Math.floor((toUtc(addDays(day, 1)) - offsetMinutes * 60_000) / 1000);
}

/** The instant a day starts in the analytics zone, as ISO UTC (Asia/Kolkata: +05:30, no DST). */
export function startOfDayIso(day: string, offsetMinutes = 330): string {
  return new Date(toUtc(day) - offsetMinutes * 60_000).toISOString();
}

/** The earlier / later of two 'YYYY-MM-DD' days (string order is calendar order). */
export const earlierDay = (a: string, b: string): string => (a <= b ? a : b);
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);
