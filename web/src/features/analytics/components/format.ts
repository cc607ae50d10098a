export { change } from '@app/shared/report-change';

const integer = new Intl.NumberFormat('en-IN');
const decimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (n: number | undefined) => integer.format(n ?? 0);
export const formatDecimal = (n: number | undefined) => decimal.format(n ?? 0);
export const formatPercent = (share: number | undefined) => percent.format(share ?? 0);
