import { describe, expect, it } from 'vitest';
import { chartRows } from './chart-data';

const point = (date: string, visitors: number) => ({
  date,
  visitors,
  pageviews: visitors * 2,
  conversions: 1,
});

describe('chartRows', () => {
  it("draws today's partial counts as a 'so far' segment, not as a finished day", () => {
    const rows = chartRows(
      [point('2026-11-25', 40), point('2026-11-26', 42), point('2026-11-27', 3)],
      '2026-11-27',
    );
    expect(rows.map((r) => r.day)).toEqual(['Nov 25', 'Nov 26', 'Nov 27 (so far)']);
    // The solid line ends at the last whole day; the dashed one joins it to today's count.
    expect(rows.map((r) => r.visitors)).toEqual([40, 42, null]);
    expect(rows.map((r) => r.visitorsSoFar)).toEqual([null, 42, 3]);
  });

  it('leaves a range that ends before today whole', () => {
    const rows = chartRows([point('2026-11-01', 5), point('2026-11-02', 6)], '2026-11-27');
    expect(rows.map((r) => r.visitors)).toEqual([5, 6]);
    expect(rows.every((r) => r.visitorsSoFar === null)).toBe(true);
  });
});
