/**
 * Date display and parsing (SPEC §9).
 *
 * Decisions:
 * - Dates are calendar days. By default every helper reads and builds them in
 *   UTC so output does not depend on the machine's time zone: an ISO date such
 *   as '2024-09-08' (which JavaScript parses as UTC midnight) always shows as
 *   'Sep 8, 2024'. Pass { timeZone: 'local' } for a Date built from local
 *   parts, e.g. one picked in a browser date picker.
 * - The US short format is built by hand ('Sep 8, 2024') rather than with
 *   Intl, so it is identical in every runtime.
 * - parseDayMonthYear accepts 'DD/MM/YYYY' with one- or two-digit day and
 *   month, a four-digit year, and '/', '-' or '.' as the (same) separator.
 *   Impossible dates such as 31/02/2024 and anything else return null.
 * - Invalid input to the formatters yields ''.
 */

export interface DateOptions {
  /** Read the calendar day in UTC (default) or in the runtime's local zone. */
  readonly timeZone?: 'utc' | 'local';
}

export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

type DateInput = Date | string | number | null | undefined;

function toValidDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date, options: DateOptions): { year: number; month: number; day: number } {
  return options.timeZone === 'local'
    ? { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }
    : { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** 'Sep 8, 2024'. Accepts a Date, an ISO string or epoch milliseconds. */
export function formatUsShortDate(input: DateInput, options: DateOptions = {}): string {
  const date = toValidDate(input);
  if (!date) return '';
  const { year, month, day } = parts(date, options);
  return `${MONTH_SHORT_NAMES[month]} ${day}, ${year}`;
}

/** '2024-09-08': year-month-day with zero padding. */
export function toYearMonthDay(input: DateInput, options: DateOptions = {}): string {
  const date = toValidDate(input);
  if (!date) return '';
  const { year, month, day } = parts(date, options);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DAY_MONTH_YEAR = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * Parses a day/month/year string: '08/09/2024' -> 8 September 2024 at
 * midnight (UTC by default). Returns null for malformed or impossible dates.
 */
export function parseDayMonthYear(text: string, options: DateOptions = {}): Date | null {
  if (typeof text !== 'string') return null;
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[3]);
  const year = Number(match[4]);
  if (month < 1 || month > 12 || day < 1) return null;
  const date =
    options.timeZone === 'local' ? new Date(year, month - 1, day) : new Date(Date.UTC(year, month - 1, day));
  // Date.UTC treats years 0-99 as 1900-1999; set the full year explicitly.
  if (options.timeZone === 'local') date.setFullYear(year);
  else date.setUTCFullYear(year);
  const got = parts(date, options);
  return got.year === year && got.month === month - 1 && got.day === day ? date : null;
}
