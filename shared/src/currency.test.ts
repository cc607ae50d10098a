import { describe, expect, it } from 'vitest';
import { formatRupees, formatSalaryRange } from './currency';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [1, '₹1'],
    [999, '₹999'],
    [999.5, '₹999.5'],
    [1_000, '₹1.0K'],
    [1_550, '₹1.5K'],
    [4_100, '₹4.1K'],
    [99_999, '₹99.9K'],
    [100_000, '₹1.0L'],
    [150_000, '₹1.5L'],
    [1_234_567, '₹12.3L'],
    [9_999_999, '₹99.9L'],
    [10_000_000, '₹1.0Cr'],
    [15_000_000, '₹1.5Cr'],
    [1_234_567_890, '₹123.4Cr'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatRupees(-1_500)).toBe('-₹1.5K');
    expect(formatRupees(-250)).toBe('-₹250');
    expect(formatRupees(-0)).toBe('₹0');
  });

  it('returns an empty string for non-finite or missing input', () => {
    expect(formatRupees(Number.NaN)).toBe('');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatRupees(null)).toBe('');
    expect(formatRupees(undefined)).toBe('');
  });
});

describe('formatSalaryRange', () => {
  it("formats 'min - max'", () => {
    expect(formatSalaryRange(500_000, 800_000)).toBe('₹5.0L - ₹8.0L');
    expect(formatSalaryRange(999, 1_000)).toBe('₹999 - ₹1.0K');
    expect(formatSalaryRange(0, 10_000_000)).toBe('₹0 - ₹1.0Cr');
  });

  it('shows one side when the other is missing or both are equal', () => {
    expect(formatSalaryRange(null, 800_000)).toBe('₹8.0L');
    expect(formatSalaryRange(500_000, Number.NaN)).toBe('₹5.0L');
    expect(formatSalaryRange(500_000, 500_000)).toBe('₹5.0L');
    expect(formatSalaryRange(undefined, undefined)).toBe('');
  });
});
