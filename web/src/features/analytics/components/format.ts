const integer = new Intl.NumberFormat('en-IN');
const decimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (n: number | undefined) => integer.format(n ?? 0);
export const formatDecimal = (n: number | undefined) => decimal.format(n ?? 0);
export const formatPercent = (share: number | undefined) => percent.format(share ?? 0);

/** Change against the previous period: +12%, −5%, or 'new' when it was 0. */
export function change(
  current: number,
  previous: number,
): { text: string; direction: 'up' | 'down' | 'flat' } {
  if (previous === 0)
    return current === 0 ? { text: '0%', direction: 'flat' } : { text: 'new', direction: 'up' };
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < 0.0005) return { text: '0%', direction: 'flat' };
  return {
    text: `${ratio > 0 ? '+' : '−'}${percent.format(Math.abs(ratio))}`,
    direction: ratio > 0 ? 'up' : 'down',
  };
}
