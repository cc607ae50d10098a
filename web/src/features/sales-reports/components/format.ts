import {
  CURRENCIES,
  type Currency,
  formatMoney as formatIn,
  formatRupees,
  type MoneyByCurrency,
} from '@app/shared/currency';

const integer = new Intl.NumberFormat('en-IN');
const decimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (n: number | null | undefined) => integer.format(n ?? 0);
export const formatShare = (share: number | null | undefined) =>
  share == null ? '—' : percent.format(share);
export const formatMoney = (n: number | null | undefined) => (n == null ? '—' : formatRupees(n) || '₹0');
/** Money in one currency, compact ($40K, ₹1.5L); '—' when unknown (a combined figure without a rate). */
export const moneyIn = (currency: Currency) => (n: number | null | undefined) =>
  n == null ? '—' : formatIn(n, currency);
/** Each currency's amount, the ones with money only: "₹3.0L + $40K"; ₹0 when none has any. */
export function perCurrency(m: MoneyByCurrency): string {
  const parts = CURRENCIES.filter((c) => m[c] !== 0).map((c) => formatIn(m[c], c));
  return parts.join(' + ') || formatRupees(0);
}
export const formatDays = (days: number | null | undefined) =>
  days == null ? '—' : `${decimal.format(days)} ${days === 1 ? 'day' : 'days'}`;

/** Minutes as '45 min', '3.5 h' or '2.1 days'. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${decimal.format(minutes / 60)} h`;
  return formatDays(minutes / 1440);
}

/** Change against the previous period: +12%, −5%, 'new' when it was 0, '' when either side is unknown. */
export function change(
  current: number | null,
  previous: number | null,
): { text: string; direction: 'up' | 'down' | 'flat' } {
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
