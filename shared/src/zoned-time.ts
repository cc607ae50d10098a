/**
 * The one place time-zone arithmetic happens: which wall clock and calendar
 * day an instant shows in a zone, which instant a zone's date and time is,
 * where a zone's day starts and ends, and ISO 8601 with the zone's real
 * offset. Zones are IANA ids and always data (COMPANY.timeZone, each office's
 * zone in leads.ts); nothing here or elsewhere hard-codes an offset.
 *
 * Built on date-fns-tz's fromZonedTime plus Intl where date-fns-tz has no
 * clean answer (wall-clock parts, DST gaps) or costs too much: its
 * formatInTimeZone brings date-fns's whole formatter and locale (~60 KB gzip
 * more in the careers Lambda, past the 250 KB budget), so the ISO offset and
 * display formats come from Intl here. It runs in browsers (the
 * schedule-meeting island) and Lambda alike.
 *
 * Calendar days are 'YYYY-MM-DD' strings; their arithmetic is plain calendar
 * arithmetic, independent of any zone and of the machine's zone.
 *
 * DST, decided once here (as Temporal's 'compatible' disambiguation):
 * - a wall time that does not exist (spring forward, New York 2026-03-08
 *   02:30) is moved forward by the gap (03:30 EDT);
 * - a wall time that exists twice (fall back, New York 2026-11-01 01:30) is
 *   the earlier instant (01:30 EDT).
 */
import { fromZonedTime } from 'date-fns-tz';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** An instant: a Date, epoch milliseconds or an ISO 8601 string with its offset (a slot id). */
export type Instant = Date | number | string;
const toDate = (instant: Instant): Date => (instant instanceof Date ? instant : new Date(instant));

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function rawParts(instant: Instant, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(toDate(instant))) parts[p.type] = p.value;
  return parts;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function zonedParts(instant: Instant, timeZone: string): ZonedParts {
  const parts = rawParts(instant, timeZone);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of year, month (1-12) and day. */
export function dayString(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar day `instant` falls on in `timeZone`, 'YYYY-MM-DD'. */
export function zonedDay(instant: Instant, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return dayString(p.year, p.month, p.day);
}

/** The wall clock of `instant` in `timeZone` as if it were UTC, in ms (whole seconds). */
function wallMs(instant: number, timeZone: string): number {
  const p = rawParts(instant, timeZone);
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour) % 24,
    Number(p.minute),
    Number(p.second),
  );
}

/** The zone's offset from UTC at `instant`, in minutes (east positive). */
export function zoneOffsetMinutes(instant: Instant, timeZone: string): number {
  const at = toDate(instant).getTime();
  return Math.round((wallMs(at, timeZone) - Math.floor(at / 1000) * 1000) / MINUTE);
}

/**
 * The instant at which the wall clock in `timeZone` reads the given date and
 * time (month 1-12). DST gaps and overlaps as the module comment says.
 */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
  second = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const local = `${dayString(year, month, day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const found = fromZonedTime(local, timeZone).getTime();
  if (Number.isNaN(found)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  // The offset in force a day before (DST changes are months apart, so it is the one before any change).
  const before = wall - zoneOffsetMinutes(wall - DAY, timeZone) * MINUTE;
  if (wallMs(found, timeZone) !== wall) return new Date(before); // in a gap: forward by its length
  // In an overlap both readings are real; take the earlier whichever date-fns-tz picked.
  return new Date(before < found && wallMs(before, timeZone) === wall ? before : found);
}

/** The instant of `day` ('YYYY-MM-DD') at `time` ('HH:MM' or 'HH:MM:SS') in `timeZone`. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, mo, d] = day.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  return zonedTimeToUtc(y ?? 0, mo ?? 1, d ?? 1, h, mi, timeZone, s);
}

/** The first instant of `day` in `timeZone`. */
export function startOfZonedDay(day: string, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}

/** The instant `day` ends in `timeZone`: the start of the next day (exclusive end). */
export function endOfZonedDay(day: string, timeZone: string): Date {
  return startOfZonedDay(addDays(day, 1), timeZone);
}

/** `instant` as ISO 8601 with the zone's offset at that instant, e.g. '2026-11-27T09:00:00-05:00'. */
export function isoInZone(instant: Instant, timeZone: string): string {
  const p = rawParts(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const abs = Math.abs(offset);
  const zone = offset === 0 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  const time = `${pad(Number(p.hour) % 24)}:${pad(Number(p.minute))}:${pad(Number(p.second))}`;
  return `${pad(Number(p.year), 4)}-${pad(Number(p.month))}-${pad(Number(p.day))}T${time}${zone}`;
}

/** Whether `timeZone` is an IANA zone this runtime knows (a visitor's zone arrives as free text). */
export function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `instant` as people read it in `timeZone` (Intl options: mails, CSV cells, confirmations). */
export function formatZoned(
  instant: Instant,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  locale = 'en-US',
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(toDate(instant));
}

// Calendar-day arithmetic on 'YYYY-MM-DD' (UTC midnight is only a counter here, no zone).

const dayMs = (day: string): number => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
const fromDayMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` calendar days (negative: earlier). */
export function addDays(day: string, n: number): string {
  return fromDayMs(dayMs(day) + n * DAY);
}

/** Whole days from `from` to `to`, both included (0 when `to` is before `from`). */
export function dayCount(from: string, to: string): number {
  return Math.max(0, Math.round((dayMs(to) - dayMs(from)) / DAY) + 1);
}

/** ISO weekday of a calendar day, 1 = Monday ... 7 = Sunday. */
export function weekdayOf(day: string): number {
  return ((new Date(dayMs(day)).getUTCDay() + 6) % 7) + 1;
}
