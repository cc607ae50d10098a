import { describe, expect, it } from 'vitest';
import { rangeFromSearch } from './date-range-picker';

describe('rangeFromSearch (the weekly digest opens a report on its week)', () => {
  it('reads two days up to today as a custom range', () => {
    expect(rangeFromSearch('?from=2026-11-16&to=2026-11-22', '2026-11-27')).toEqual({
      mode: 'custom',
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('ignores a missing, malformed, future or hostile range', () => {
    for (const search of [
      '',
      '?from=2026-11-16',
      '?from=16/11/2026&to=2026-11-22',
      '?from=2026-11-16&to=2026-12-01',
      '?from=2026-11-16%E2%80%AE&to=2026-11-22',
      `?from=${'9'.repeat(10_000)}&to=2026-11-22`,
    ])
      expect(rangeFromSearch(search, '2026-11-27')).toBeNull();
  });
});
