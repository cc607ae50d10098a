import { describe, expect, it } from 'vitest';
import { dateBounds } from './lead-list';
import { leadKeys, normalizeSearch } from './lead-store';

describe('lead store keys and filters', () => {
  it('sorts a lead by date raised then id inside its kind partition', () => {
    expect(leadKeys.listPk('contact')).toBe('LEADS#contact');
    expect(leadKeys.listSk('2025-06-02T04:30:00.000Z', 'abc')).toBe('2025-06-02T04:30:00.000Z#abc');
  });

  it('turns whole UTC days and instants into sort-key bounds that include the ends', () => {
    const { lower, upper } = dateBounds('2025-06-01', '2025-06-02');
    expect(lower).toBe('2025-06-01T00:00:00.000Z');
    const last = leadKeys.listSk('2025-06-02T23:59:59.999Z', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
    expect(last <= (upper as string)).toBe(true);
    expect(leadKeys.listSk('2025-06-03T00:00:00.000Z', '0') > (upper as string)).toBe(true);
    expect(dateBounds('2025-06-01T00:00:00-04:00').lower).toBe('2025-06-01T04:00:00.000Z');
    expect(dateBounds(undefined, undefined)).toEqual({ lower: undefined, upper: undefined });
  });

  it('normalizes search text: case, accents and spaces', () => {
    expect(normalizeSearch('  José   ÁLVAREZ ')).toBe('jose alvarez');
  });
});
