import { describe, expect, it } from 'vitest';
import {
  dayKey,
  fromLocalInput,
  morningOf,
  postDay,
  rangeOf,
  shift,
  toLocalInput,
  visibleDays,
} from './calendar-dates';

describe('calendar dates', () => {
  it('shows six Monday-first weeks around a month, within the API’s 45-day range', () => {
    const days = visibleDays('month', new Date(2026, 1, 14));
    expect(days).toHaveLength(42);
    expect(dayKey(days[0] as Date)).toBe('2026-01-26');
    expect((days[0] as Date).getDay()).toBe(1);
    const { from, to } = rangeOf(days);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBeLessThan(45);
  });

  it('shows a Monday-first week and moves by weeks and months', () => {
    expect(visibleDays('week', new Date(2026, 2, 1)).map(dayKey)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(dayKey(shift('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(dayKey(shift('week', new Date(2026, 0, 31), -1))).toBe('2026-01-24');
  });

  it('round-trips datetime-local values', () => {
    const iso = fromLocalInput('2026-03-05T09:30');
    expect(toLocalInput(iso)).toBe('2026-03-05T09:30');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('nonsense')).toBe('');
  });

  it("reads and shows times in the member's zone, across its DST change (issue 27 item 5)", () => {
    const ny = 'America/New_York';
    // New York moved to EDT (UTC-4) on 2026-03-08: 09:30 is 14:30 UTC the day before, 13:30 that day.
    expect(fromLocalInput('2026-03-07T09:30', ny)).toBe('2026-03-07T14:30:00.000Z');
    expect(fromLocalInput('2026-03-08T09:30', ny)).toBe('2026-03-08T13:30:00.000Z');
    expect(toLocalInput('2026-03-08T13:30:00.000Z', ny)).toBe('2026-03-08T09:30');
    expect(toLocalInput('2026-11-27T01:12:00.000Z', ny)).toBe('2026-11-26T20:12');
    // A week's range runs from its first midnight to its last in that zone.
    const { from, to } = rangeOf(visibleDays('week', new Date(2026, 2, 4)), ny);
    expect([from, to]).toEqual(['2026-03-02T05:00:00.000Z', '2026-03-09T03:59:59.999Z']);
    expect(postDay('2026-11-27T01:12:00.000Z', ny)).toBe('2026-11-26');
    expect(morningOf(new Date(2026, 10, 26), 'Asia/Kolkata').toISOString()).toBe('2026-11-26T04:30:00.000Z');
  });
});
