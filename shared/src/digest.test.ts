import { describe, expect, it } from 'vitest';
import { dueDigestWeek } from './digest';

// Monday 2026-11-30, 09:00 in Kolkata is 03:30 UTC.
const at = (iso: string) => dueDigestWeek(new Date(iso));

describe('dueDigestWeek', () => {
  it('is last week (Monday to Sunday) from Monday 09:00 company time for a day', () => {
    expect(at('2026-11-30T03:29:59.000Z')).toBeNull();
    expect(at('2026-11-30T03:30:00.000Z')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      previous: { from: '2026-11-16', to: '2026-11-22' },
      sendAt: '2026-11-30T03:30:00.000Z',
    });
    expect(at('2026-12-01T03:29:00.000Z')?.from).toBe('2026-11-23');
    expect(at('2026-12-01T03:30:00.000Z')).toBeNull();
    // Sunday night in Kolkata, already Monday nowhere near 09:00 there.
    expect(at('2026-11-29T20:00:00.000Z')).toBeNull();
  });

  it('counts in the company zone, not UTC: Monday 01:00 UTC is still before 09:00 in Kolkata', () => {
    expect(at('2026-11-30T01:00:00.000Z')).toBeNull();
    // A week across the year's end.
    expect(at('2027-01-04T04:00:00.000Z')).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
  });
});
