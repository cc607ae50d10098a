import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayCount,
  endOfZonedDay,
  formatZoned,
  isoInZone,
  startOfZonedDay,
  weekdayOf,
  zonedDay,
  zonedInstant,
  zonedParts,
  zonedTimeToUtc,
  zoneOffsetMinutes,
} from './zoned-time';

const NY = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const iso = (d: Date) => d.toISOString();

describe('instant -> wall clock', () => {
  it('reads the wall clock and ISO weekday of an instant', () => {
    expect(zonedParts(new Date('2025-06-02T04:30:00Z'), KOLKATA)).toEqual({
      year: 2025,
      month: 6,
      day: 2,
      hour: 10,
      minute: 0,
      weekday: 1,
    });
    expect(zonedParts(Date.parse('2026-11-28T04:59:00Z'), NY)).toMatchObject({
      day: 27,
      hour: 23,
      weekday: 5,
    });
  });

  it('puts the Kolkata day boundary at 18:30Z', () => {
    expect(zonedDay(new Date('2026-11-26T18:29:59.999Z'), KOLKATA)).toBe('2026-11-26');
    expect(zonedDay(new Date('2026-11-26T18:30:00Z'), KOLKATA)).toBe('2026-11-27');
    expect(zonedDay(new Date('2026-11-26T18:30:00Z'), NY)).toBe('2026-11-26');
  });

  it('knows the real offset on each side of a DST change', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-08T06:59:59Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-03-08T07:00:00Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T05:59:59Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T06:00:00Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), KOLKATA)).toBe(5 * 60 + 30);
  });
});

describe('wall clock -> instant', () => {
  it('converts with and without daylight saving', () => {
    expect(iso(zonedTimeToUtc(2025, 6, 2, 10, 0, KOLKATA))).toBe('2025-06-02T04:30:00.000Z');
    expect(iso(zonedTimeToUtc(2025, 1, 6, 9, 0, NY))).toBe('2025-01-06T14:00:00.000Z');
    expect(iso(zonedTimeToUtc(2025, 7, 7, 9, 0, NY))).toBe('2025-07-07T13:00:00.000Z');
    expect(iso(zonedInstant('2026-11-27', '23:59:59', KOLKATA))).toBe('2026-11-27T18:29:59.000Z');
  });

  it('moves a time in the spring-forward gap (New York 2026-03-08) forward by the gap', () => {
    expect(iso(zonedInstant('2026-03-08', '01:59', NY))).toBe('2026-03-08T06:59:00.000Z'); // EST
    expect(iso(zonedInstant('2026-03-08', '02:00', NY))).toBe('2026-03-08T07:00:00.000Z'); // = 03:00 EDT
    expect(iso(zonedInstant('2026-03-08', '02:30', NY))).toBe('2026-03-08T07:30:00.000Z'); // = 03:30 EDT
    expect(iso(zonedInstant('2026-03-08', '03:00', NY))).toBe('2026-03-08T07:00:00.000Z'); // EDT
    expect(iso(zonedInstant('2026-03-08', '09:00', NY))).toBe('2026-03-08T13:00:00.000Z');
  });

  it('takes the earlier of a repeated time in the fall-back overlap (New York 2026-11-01)', () => {
    expect(iso(zonedInstant('2026-11-01', '00:59', NY))).toBe('2026-11-01T04:59:00.000Z');
    expect(iso(zonedInstant('2026-11-01', '01:00', NY))).toBe('2026-11-01T05:00:00.000Z'); // EDT, not 06:00Z
    expect(iso(zonedInstant('2026-11-01', '01:15', NY))).toBe('2026-11-01T05:15:00.000Z'); // EDT, not 06:15Z
    expect(iso(zonedInstant('2026-11-01', '02:00', NY))).toBe('2026-11-01T07:00:00.000Z'); // EST
    expect(iso(zonedInstant('2026-11-01', '09:00', NY))).toBe('2026-11-01T14:00:00.000Z');
  });

  it('refuses an unknown zone', () => {
    expect(() => zonedInstant('2026-11-27', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('days in a zone', () => {
  it('starts and ends a Kolkata day at 18:30Z', () => {
    expect(iso(startOfZonedDay('2026-11-27', KOLKATA))).toBe('2026-11-26T18:30:00.000Z');
    expect(iso(endOfZonedDay('2026-11-27', KOLKATA))).toBe('2026-11-27T18:30:00.000Z');
  });

  it('has 23 and 25 hours on the New York DST days', () => {
    const hours = (day: string) =>
      (endOfZonedDay(day, NY).getTime() - startOfZonedDay(day, NY).getTime()) / 3_600_000;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-11-27')).toBe(24);
  });

  it('writes ISO 8601 with the offset in force at the instant', () => {
    // Kolkata: the local wall time, with an offset that parses back to the same instant.
    const kolkata = isoInZone(new Date('2026-11-27T18:29:59Z'), KOLKATA);
    expect(kolkata).toMatch(/^2026-11-27T23:59:59\+\d\d:\d\d$/);
    expect(Date.parse(kolkata)).toBe(Date.parse('2026-11-27T18:29:59Z'));
    expect(isoInZone(new Date('2026-03-08T06:59:00Z'), NY)).toBe('2026-03-08T01:59:00-05:00');
    expect(isoInZone(new Date('2026-03-08T07:00:00Z'), NY)).toBe('2026-03-08T03:00:00-04:00');
    expect(isoInZone(new Date('2026-11-01T05:15:00Z'), NY)).toBe('2026-11-01T01:15:00-04:00');
    expect(isoInZone(new Date('2026-11-01T06:15:00Z'), NY)).toBe('2026-11-01T01:15:00-05:00');
    expect(
      formatZoned(new Date('2026-12-25T04:00:00Z'), NY, { dateStyle: 'medium', timeStyle: 'short' }),
    ).toBe('Dec 24, 2026, 11:00 PM');
    expect(isoInZone('2026-11-27T12:00:00Z', 'UTC')).toBe('2026-11-27T12:00:00Z');
  });
});

describe('calendar-day arithmetic', () => {
  it('adds days across months, years and leap days, whatever the zone', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayCount('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('names ISO weekdays', () => {
    expect(weekdayOf('2026-11-27')).toBe(5); // Friday
    expect(weekdayOf('2026-11-28')).toBe(6); // Saturday
    expect(weekdayOf('2026-11-01')).toBe(7); // Sunday
    expect(weekdayOf('2026-12-28')).toBe(1); // Monday
  });
});
