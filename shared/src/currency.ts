/**
 * Rupee amounts for display (SPEC §9).
 *
 * - >= 10,000,000 -> one decimal + "Cr" (₹1.5Cr), >= 100,000 -> "L",
 *   >= 1,000 -> "K"; below that the plain amount with thousands separators.
 *
 * Decisions:
 * - Cr, L and K all show exactly one decimal, ".0" included (₹1.0K, ₹1.0L,
 *   ₹1.0Cr), because the spec asks for one decimal on Cr and the three tiers
 *   should read alike.
 * - The decimal is truncated, not rounded, so a value never jumps to the next
 *   tier or overstates a salary: 99,999 -> ₹99.9K, 9,999,999 -> ₹99.9L.
 * - Below 1,000 up to two decimals are kept (₹999, ₹999.5); separators use
 *   the Indian grouping of "en-IN".
 * - Negative amounts get a leading minus (-₹1.5K); -0 shows as ₹0.
 * - Non-finite or missing input (NaN, Infinity, null, undefined) yields ''.
 */
import type { MeetingOfficeId } from './leads';

export const RUPEE_SYMBOL = '₹';

const TIERS = [
  { min: 10_000_000, suffix: 'Cr' },
  { min: 100_000, suffix: 'L' },
  { min: 1_000, suffix: 'K' },
] as const;

const plainFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Formats a rupee amount compactly, e.g. 150000 -> "₹1.5L". */
export function formatRupees(amount: number | null | undefined): string {
  if (!isAmount(amount)) return '';
  const abs = Math.abs(amount);
  const sign = amount < 0 && abs > 0 ? '-' : '';
  for (const tier of TIERS) {
    if (abs >= tier.min) {
      // Divide by a tenth of the unit first so the truncation works on whole tenths.
      const tenths = Math.floor(abs / (tier.min / 10));
      return `${sign}${RUPEE_SYMBOL}${(tenths / 10).toFixed(1)}${tier.suffix}`;
    }
  }
  const truncated = Math.trunc(abs * 100) / 100;
  return `${sign}${RUPEE_SYMBOL}${plainFormat.format(truncated)}`;
}

/**
 * Formats a salary range as "min - max" (SPEC §9), e.g. "₹5.0L - ₹8.0L".
 * When only one side is a finite number, that side is shown alone; when both
 * format to the same text, it is shown once; when neither is usable, ''.
 */
export function formatSalaryRange(min: number | null | undefined, max: number | null | undefined): string {
  const from = formatRupees(min);
  const to = formatRupees(max);
  if (!from || !to) return from || to;
  if (from === to) return from;
  return `${from} - ${to}`;
}

/**
 * Deal currencies (issue 27 item 6, after Pipedrive's multi-currency deals).
 * A deal's value is an integer of its own currency; a deal stored before
 * deals had a currency is INR. Salaries stay in rupees (SPEC §9).
 */
export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'INR';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { INR: RUPEE_SYMBOL, USD: '$' };

export const CURRENCY_LABELS: Record<Currency, string> = {
  INR: 'INR (₹)',
  USD: 'USD ($)',
};

/** A deal's currency by its lead's meeting office (the office the visitor deals with). */
export const OFFICE_CURRENCY: Record<MeetingOfficeId, Currency> = { noida: 'INR', washington: 'USD' };

/** The currency of a stored deal (absent: INR, as every deal before currencies). */
export function currencyOf(deal: { currency?: Currency | undefined }): Currency {
  return deal.currency ?? DEFAULT_CURRENCY;
}

// roundingMode 'trunc' so $99,999 reads $99.9K, as formatRupees never rounds up a tier.
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
  roundingMode: 'trunc',
} as Intl.NumberFormatOptions);
const fullFormats: Record<Currency, Intl.NumberFormat> = {
  INR: new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }),
  USD: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }),
};

/** Compact money for boards, cards and report tiles: ₹1.5L (SPEC §9) or $40K, $1.2M. */
export function formatMoney(
  amount: number | null | undefined,
  currency: Currency = DEFAULT_CURRENCY,
): string {
  if (currency === 'INR') return formatRupees(amount);
  if (!isAmount(amount)) return '';
  return usdCompact.format(Object.is(amount, -0) ? 0 : amount);
}

/** Money in full for a deal's drawer and CSV: ₹1,50,000 or $40,000. */
export function formatMoneyFull(
  amount: number | null | undefined,
  currency: Currency = DEFAULT_CURRENCY,
): string {
  if (!isAmount(amount)) return '';
  return fullFormats[currency].format(Object.is(amount, -0) ? 0 : amount);
}

/**
 * The reporting currency and the rate between the two (a SuperAdmin sets them
 * in Settings). `usdToInr`: rupees per dollar; null until set, and then no
 * combined figure is shown rather than one at a made-up rate.
 */
export interface CurrencySettings {
  reportingCurrency: Currency;
  usdToInr: number | null;
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

export const DEFAULT_CURRENCY_SETTINGS: CurrencySettings = {
  reportingCurrency: DEFAULT_CURRENCY,
  usdToInr: null,
  version: 0,
};

/** Amounts per currency. */
export type MoneyByCurrency = Record<Currency, number>;

/** The per-currency amounts as one figure in the reporting currency; null without a rate. */
export function combine(
  amounts: MoneyByCurrency,
  settings: Pick<CurrencySettings, 'reportingCurrency' | 'usdToInr'>,
): number | null {
  const rate = settings.usdToInr;
  const other: Currency = settings.reportingCurrency === 'INR' ? 'USD' : 'INR';
  // Without a rate only a figure with nothing to convert can be shown.
  if (!rate) return amounts[other] === 0 ? amounts[settings.reportingCurrency] : null;
  const total =
    settings.reportingCurrency === 'INR'
      ? amounts.INR + amounts.USD * rate
      : amounts.INR / rate + amounts.USD;
  return Math.round(total);
}

/** "1 USD = ₹83.25", shown beside every combined figure. */
export function rateLabel(settings: Pick<CurrencySettings, 'usdToInr'>): string {
  return settings.usdToInr ? `1 USD = ₹${settings.usdToInr}` : 'No exchange rate set';
}
