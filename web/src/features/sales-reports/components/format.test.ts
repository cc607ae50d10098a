import { describe, expect, it } from 'vitest';
import { change, formatMinutes, formatMoney, formatShare } from './format';

describe('sales report formats', () => {
  it('shows rupees with the shared Cr/L/K formatter, and a dash when unknown', () => {
    expect(formatMoney(250_000)).toBe('₹2.5L');
    expect(formatMoney(0)).toBe('₹0');
    expect(formatMoney(null)).toBe('—');
  });
  it('shows response times in minutes, hours or days', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(210)).toBe('3.5 h');
    expect(formatMinutes(3 * 1440)).toBe('3 days');
    expect(formatShare(null)).toBe('—');
  });
  it('compares with the previous period, and says nothing when a side is unknown', () => {
    expect(change(12, 10)).toEqual({ text: '+20%', direction: 'up' });
    expect(change(5, 0)).toEqual({ text: 'new', direction: 'up' });
    expect(change(null, 3).text).toBe('');
  });
});
