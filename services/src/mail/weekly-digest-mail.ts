/**
 * The weekly digest mail (issue 30, item 7): last week's figures, each with
 * its change against the week before, the top campaigns by won value and
 * links to the screens, in the one mail layout (mail-layout.ts).
 */
import { COMPANY } from '@app/shared/company';
import { formatMoney } from '@app/shared/currency';
import { DIGEST, DIGEST_FIGURE_LABELS, DIGEST_FIGURE_SCREENS } from '@app/shared/digest';
import { change, perCurrency } from '@app/shared/report-change';
import { readableZoneName } from '@app/shared/time-zones';
import { formatZoned, zonedInstant } from '@app/shared/zoned-time';
import type { DigestFigures, DigestValue } from '../lib/digest/digest-figures';
import type { MailMessage } from '../lib/mail';
import { renderMail } from './mail-layout';

const count = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** "Nov 16 – Nov 22, 2026" for a week of company days. */
export function weekLabel(from: string, to: string): string {
  const at = (day: string) => zonedInstant(day, '12:00', DIGEST.timeZone);
  const short = (day: string) => formatZoned(at(day), DIGEST.timeZone, { month: 'short', day: 'numeric' });
  const year = formatZoned(at(to), DIGEST.timeZone, { year: 'numeric' });
  return `${short(from)} – ${short(to)}, ${year}`;
}

function valueText(v: { kind: DigestValue['kind']; n: number | null }, f: DigestFigures): string {
  if (v.n == null) return '';
  if (v.kind === 'money') return formatMoney(v.n, f.currency.reportingCurrency);
  if (v.kind === 'share') return percent.format(v.n);
  return count.format(v.n);
}

/** "1,284, up 16.5% from 1,102 the week before"; the same wording for every figure. */
function against(now: string, before: string, moved: ReturnType<typeof change>): string {
  if (!moved.text || !before) return now;
  if (moved.direction === 'flat') return `${now}, the same as the week before`;
  const way = moved.direction === 'up' ? 'up' : 'down';
  const by = moved.text === 'new' ? '' : ` ${moved.text.replace(/^[+\u2212]/, '')}`;
  return `${now}, ${way}${by} from ${before} the week before`;
}

function figureText(v: DigestValue, f: DigestFigures): string {
  const now = valueText({ kind: v.kind, n: v.current }, f);
  const before = valueText({ kind: v.kind, n: v.previous }, f);
  const main = now ? against(now, before, change(v.current, v.previous)) : '';
  // A share of nothing (no lead of the week answered or due yet) is not 0%.
  if (!now && v.kind === 'share') return 'no lead due yet';
  if (v.figure !== 'wonValue') return main;
  // Each currency beside the combined figure, as the Sales Reports' Won card; without a rate only these.
  const money = `${perCurrency(f.wonMoney.current)} · ${f.currency.rateLabel}`;
  return main ? `${main}\n${money}` : `${money} (the week before: ${perCurrency(f.wonMoney.previous)})`;
}

function campaignText(c: DigestFigures['campaigns'][number], f: DigestFigures): string {
  const money = (n: number | null) => (n == null ? '' : formatMoney(n, f.currency.reportingCurrency));
  const now = c.current == null ? perCurrency(c.money) : money(c.current);
  return `${c.campaign}\n${against(`${now} won`, money(c.previous), change(c.current, c.previous))}`;
}

export function weeklyDigestMail(to: string, f: DigestFigures, siteUrl: string): MailMessage {
  const week = weekLabel(f.week.from, f.week.to);
  const url = (path: string) => new URL(path, siteUrl).toString();
  // The report screens open on the week itself (web/src/components/date-range-picker.tsx).
  const onWeek = (path: string) => url(`${path}?from=${f.week.from}&to=${f.week.to}`);
  const zone = readableZoneName(DIGEST.timeZone, new Date(f.week.sendAt));
  const sendTime = formatZoned(new Date(f.week.sendAt), DIGEST.timeZone, {
    hour: 'numeric',
    minute: '2-digit',
  });
  const leads = f.values.find((v) => v.figure === 'leads');
  const content = renderMail({
    preheader: `Last week: ${count.format(leads?.current ?? 0)} leads. Figures, change and top campaigns.`,
    heading: `Your weekly digest: ${week}`,
    paragraphs: [
      `Last week's figures, Monday to Sunday in ${zone}, each against the week before: the same figures the Analytics and Sales Reports screens show for that week.`,
    ],
    rows: f.values.map((v) => [DIGEST_FIGURE_LABELS[v.figure], figureText(v, f)]),
    sections: [
      {
        heading: 'Top campaigns by won value',
        rows: f.campaigns.length
          ? f.campaigns.map((c, i) => [`${i + 1}`, campaignText(c, f)])
          : [['Campaigns', 'No campaign won a deal last week.']],
      },
    ],
    button: { label: 'Open Sales Reports', href: onWeek('/admin/sales-reports') },
    links: [
      { label: 'Analytics', href: onWeek(DIGEST_FIGURE_SCREENS.visitors) },
      { label: 'Schedule Meeting Leads', href: url(DIGEST_FIGURE_SCREENS.meetings) },
      { label: 'Deals', href: url(DIGEST_FIGURE_SCREENS.newDeals) },
      { label: 'Campaigns', href: url('/admin/campaigns') },
    ],
    signature: { closing: '', name: `${COMPANY.name} website`, role: 'Weekly digest', lines: [] },
    reason: `You get this every Monday at ${sendTime} ${zone} because you are in ${DIGEST.roles.join(' or ')} in the admin area.`,
  });
  return { to: [to], subject: `Weekly digest: ${week}`, ...content };
}
