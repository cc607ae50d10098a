import { describe, expect, it } from 'vitest';
import { dayKey, fromLocalInput, rangeOf, shift, toLocalInput, visibleDays } from './calendar-dates';

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
});
