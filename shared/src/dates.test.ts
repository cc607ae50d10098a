import { describe, expect, it } from 'vitest';
import { formatUsShortDate, parseDayMonthYear, toYearMonthDay } from './dates';

describe('formatUsShortDate', () => {
  it('formats the spec example', () => {
    expect(formatUsShortDate('2024-09-08')).toBe('Sep 8, 2024');
    expect(formatUsShortDate(new Date(Date.UTC(2024, 8, 8)))).toBe('Sep 8, 2024');
    expect(formatUsShortDate('2024-12-08T23:59:59.000Z')).toBe('Dec 8, 2024');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatUsShortDate(Date.UTC(2024, 0, 31))).toBe('Jan 31, 2024');
  });

  it('reads local parts on request', () => {
    expect(formatUsShortDate(new Date(2024, 8, 8, 12), { timeZone: 'local' })).toBe('Sep 8, 2024');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatUsShortDate('not a date')).toBe('');
    expect(formatUsShortDate(null)).toBe('');
    expect(formatUsShortDate('')).toBe('');
    expect(formatUsShortDate(new Date(Number.NaN))).toBe('');
  });
});

describe('toYearMonthDay', () => {
  it('zero pads month and day', () => {
    expect(toYearMonthDay(new Date(Date.UTC(2024, 8, 8)))).toBe('2024-09-08');
    expect(toYearMonthDay(new Date(Date.UTC(2024, 11, 25)))).toBe('2024-12-25');
    expect(toYearMonthDay(new Date(2024, 0, 5, 12), { timeZone: 'local' })).toBe('2024-01-05');
  });

  it('returns an empty string for invalid input', () => {
    expect(toYearMonthDay('nope')).toBe('');
  });
});

describe('parseDayMonthYear', () => {
  it('reads day, then month, then year', () => {
    const date = parseDayMonthYear('08/09/2024');
    expect(date?.toISOString()).toBe('2024-09-08T00:00:00.000Z');
    expect(date && toYearMonthDay(date)).toBe('2024-09-08');
    expect(date && formatUsShortDate(date)).toBe('Sep 8, 2024');
  });

  it('accepts single digits, other separators and surrounding spaces', () => {
    expect(parseDayMonthYear('8/9/2024')?.toISOString()).toBe('2024-09-08T00:00:00.000Z');
    expect(parseDayMonthYear(' 08-09-2024 ')?.toISOString()).toBe('2024-09-08T00:00:00.000Z');
    expect(parseDayMonthYear('08.09.2024')?.toISOString()).toBe('2024-09-08T00:00:00.000Z');
  });

  it('handles leap years', () => {
    expect(parseDayMonthYear('29/02/2024')).not.toBeNull();
    expect(parseDayMonthYear('29/02/2023')).toBeNull();
  });

  it.each(['31/02/2024', '31/04/2024', '00/01/2024', '01/00/2024', '01/13/2024', '32/01/2024'])(
    'rejects the impossible date %s',
    (text) => {
      expect(parseDayMonthYear(text)).toBeNull();
    },
  );

  it.each(['', '2024-09-08', '08/09/24', '08/09-2024', 'a/b/cccc', '08/09/2024 10:00'])(
    'rejects the malformed string %j',
    (text) => {
      expect(parseDayMonthYear(text)).toBeNull();
    },
  );

  it('builds a local date on request', () => {
    const date = parseDayMonthYear('08/09/2024', { timeZone: 'local' });
    expect(date && toYearMonthDay(date, { timeZone: 'local' })).toBe('2024-09-08');
  });
});
