/**
 * How a report figure reads against the period before it, and money in each
 * currency: one wording for the Analytics and Sales Reports screens and the
 * weekly digest mail (issue 30, item 7).
 */
import { CURRENCIES, formatMoney, formatRupees, type MoneyByCurrency } from './currency';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export interface Change {
  text: string;
  direction: 'up' | 'down' | 'flat';
}

/** Change against the previous period: +12%, −5%, 'new' when it was 0, '' when either side is unknown. */
export function change(current: number | null, previous: number | null): Change {
  if (current == null || previous == null) return { text: '', direction: 'flat' };
  if (previous === 0)
    return current === 0 ? { text: '0%', direction: 'flat' } : { text: 'new', direction: 'up' };
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < 0.0005) return { text: '0%', direction: 'flat' };
  return {
    text: `${ratio > 0 ? '+' : '−'}${percent.format(Math.abs(ratio))}`,
    direction: ratio > 0 ? 'up' : 'down',
  };
}

/** Each currency's amount, the ones with money only: "₹3.0L + $40K"; ₹0 when none has any. */
export function perCurrency(m: MoneyByCurrency): string {
  const parts = CURRENCIES.filter((c) => m[c] !== 0).map((c) => formatMoney(m[c], c));
  return parts.join(' + ') || formatRupees(0);
}
