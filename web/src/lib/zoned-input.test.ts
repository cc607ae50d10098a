import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-input';

describe('datetime-local values in the member zone', () => {
  it('reads a wall time in the named zone on both sides of a DST change', () => {
    // New York: EDT (-4) before 2026-11-01 02:00, EST (-5) after.
    expect(fromZonedInput('2026-10-31T09:00', 'America/New_York')).toBe('2026-10-31T13:00:00.000Z');
    expect(fromZonedInput('2026-11-02T09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z');
    expect(toZonedInput('2026-11-02T14:00:00.000Z', 'America/New_York')).toBe('2026-11-02T09:00');
    expect(toZonedInput('2026-11-02T14:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-02T19:30');
  });

  it('refuses what is not a datetime-local value', () => {
    for (const bad of ['', '2026-11-02', 'x\u202e2026-11-02T09:00', `2026-11-02T09:00${'0'.repeat(5000)}`])
      expect(fromZonedInput(bad, 'UTC')).toBeUndefined();
    expect(toZonedInput('not a date', 'UTC')).toBe('');
  });
});
