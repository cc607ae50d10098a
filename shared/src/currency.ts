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
