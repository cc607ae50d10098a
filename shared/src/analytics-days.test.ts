import { describe, expect, it } from 'vitest';
import {
  addDays,
  analyticsDay,
  dayCount,
  daysOf,
  endOfDayEpoch,
  lastDays,
  previousPeriod,
  startOfDayIso,
} from './analytics-days';

describe('analytics days', () => {
  it('are days in Asia/Kolkata', () => {
    expect(analyticsDay(new Date('2025-03-01T18:29:59Z'))).toBe('2025-03-01');
    expect(analyticsDay(new Date('2025-03-01T18:30:00Z'))).toBe('2025-03-02');
    expect(startOfDayIso('2025-03-02')).toBe('2025-03-01T18:30:00.000Z');
    expect(endOfDayEpoch('2025-03-01')).toBe(Date.parse('2025-03-01T18:30:00Z') / 1000);
  });

  it('count ranges and the previous period across months and leap days', () => {
    expect(daysOf('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(dayCount('2025-01-01', '2025-12-31')).toBe(365);
    expect(dayCount('2025-01-02', '2025-01-01')).toBe(0);
    expect(previousPeriod('2025-03-01', '2025-03-07')).toEqual({ from: '2025-02-22', to: '2025-02-28' });
    expect(lastDays(7, '2025-01-03')).toEqual({ from: '2024-12-28', to: '2025-01-03' });
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('pinned: the Kolkata day boundary on 2026-11-27 and 2026-12-25, whatever the UTC date says', () => {
    expect(analyticsDay(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(analyticsDay(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(analyticsDay(Date.parse('2026-12-25T18:29:59.999Z'))).toBe('2026-12-25');
    expect(analyticsDay(Date.parse('2026-12-25T18:30:00Z'))).toBe('2026-12-26');
    expect(startOfDayIso('2026-12-25')).toBe('2026-12-24T18:30:00.000Z');
    expect(endOfDayEpoch('2026-12-25')).toBe(Date.parse('2026-12-25T18:30:00Z') / 1000);
    expect(lastDays(7, analyticsDay(new Date('2026-11-28T00:00:00Z')))).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    });
  });

  it('take the zone as data: New York days on its DST changes are 23 and 25 hours long', () => {
    const NY = 'America/New_York';
    const hours = (day: string) =>
      (endOfDayEpoch(day, NY) - Date.parse(startOfDayIso(day, NY)) / 1000) / 3600;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(analyticsDay(new Date('2026-11-01T04:30:00Z'), NY)).toBe('2026-11-01');
  });
});
