import { type Currency, formatMoney as formatIn, formatRupees } from '@app/shared/currency';

export { change, perCurrency } from '@app/shared/report-change';

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
export const formatDays = (days: number | null | undefined) =>
  days == null ? '—' : `${decimal.format(days)} ${days === 1 ? 'day' : 'days'}`;

/** Minutes as '45 min', '3.5 h' or '2.1 days'. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${decimal.format(minutes / 60)} h`;
  return formatDays(minutes / 1440);
}
