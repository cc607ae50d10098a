import { describe, expect, it } from 'vitest';
import {
  combine,
  formatMoney,
  formatMoneyFull,
  formatRupees,
  formatSalaryRange,
  rateLabel,
} from './currency';

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

describe('formatMoney and formatMoneyFull (issue 27 item 6)', () => {
  it.each([
    [40_000, '$40K'],
    [1_200_000, '$1.2M'],
    [99_999, '$99.9K'],
    [999, '$999'],
    [0, '$0'],
  ])('USD %d compact -> %s', (amount, expected) => {
    expect(formatMoney(amount, 'USD')).toBe(expected);
  });

  it('keeps SPEC §9 for INR and shows both in full', () => {
    expect(formatMoney(150_000, 'INR')).toBe('₹1.5L');
    expect(formatMoney(150_000)).toBe('₹1.5L');
    expect(formatMoneyFull(40_000, 'USD')).toBe('$40,000');
    expect(formatMoneyFull(150_000, 'INR')).toBe('₹1,50,000');
    expect(formatMoney(Number.NaN, 'USD')).toBe('');
  });

  it('combines per-currency amounts in the reporting currency at the set rate', () => {
    expect(combine({ INR: 1_000, USD: 40_000 }, { reportingCurrency: 'INR', usdToInr: 83.5 })).toBe(
      3_341_000,
    );
    expect(combine({ INR: 835_000, USD: 40_000 }, { reportingCurrency: 'USD', usdToInr: 83.5 })).toBe(50_000);
    expect(combine({ INR: 5, USD: 40_000 }, { reportingCurrency: 'INR', usdToInr: null })).toBeNull();
    expect(combine({ INR: 5, USD: 0 }, { reportingCurrency: 'INR', usdToInr: null })).toBe(5);
    expect(rateLabel({ usdToInr: 83.5 })).toBe('1 USD = ₹83.5');
  });
});
