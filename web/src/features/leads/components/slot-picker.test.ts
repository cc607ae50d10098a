import { describe, expect, it } from 'vitest';
import { groupByDay } from './slot-picker';

describe('groupByDay', () => {
  const slots = ['2025-06-02T04:30:00.000Z', '2025-06-02T12:00:00.000Z', '2025-06-03T04:30:00.000Z'];

  it("groups slots by the visitor's calendar day and labels times in their zone", () => {
    const ny = groupByDay(slots, 'America/New_York');
    // 04:30Z is 00:30 in New York on Jun 2; 12:00Z is 08:00 the same day.
    expect(ny.map((d) => d.key)).toEqual(['2025-06-02', '2025-06-03']);
    expect(ny[0]?.slots.map((s) => s.iso)).toEqual(slots.slice(0, 2));
  });

  it('moves a slot to the previous day west of UTC', () => {
    const la = groupByDay(['2025-06-02T04:30:00.000Z'], 'America/Los_Angeles');
    expect(la[0]?.key).toBe('2025-06-01');
    expect(la[0]?.slots[0]?.label).toMatch(/9:30/);
  });
});
