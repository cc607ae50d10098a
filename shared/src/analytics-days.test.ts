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
});
