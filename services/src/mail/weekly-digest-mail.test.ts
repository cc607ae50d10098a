import { describe, expect, it } from 'vitest';
import type { DigestFigures } from '../lib/digest/digest-figures';
import { weeklyDigestMail } from './weekly-digest-mail';

const figures = (over: Partial<DigestFigures> = {}): DigestFigures => ({
  week: {
    from: '2026-11-16',
    to: '2026-11-22',
    previous: { from: '2026-11-09', to: '2026-11-15' },
    sendAt: '2026-11-23T03:30:00.000Z',
  },
  values: [
    { figure: 'visitors', kind: 'count', current: 1284, previous: 1102 },
    { figure: 'leads', kind: 'count', current: 23, previous: 27 },
    { figure: 'meetings', kind: 'count', current: 6, previous: 0 },
    { figure: 'newDeals', kind: 'count', current: 4, previous: 4 },
    { figure: 'wonValue', kind: 'money', current: 3_834_000, previous: 1_250_000 },
  ],
  wonMoney: { current: { INR: 500_000, USD: 40_000 }, previous: { INR: 1_250_000, USD: 0 } },
  campaigns: [
    { campaign: 'spring-webinar', current: 3_340_000, money: { INR: 0, USD: 40_000 }, previous: 0 },
  ],
  currency: { reportingCurrency: 'INR', rateLabel: '1 USD = ₹83.5' },
  ...over,
});

describe('weekly digest mail', () => {
  it('reads each figure against the week before, with links to the screens', () => {
    const mail = weeklyDigestMail('a@example.com', figures(), 'https://site.example');
    expect(mail.subject).toBe('Weekly digest: Nov 16 – Nov 22, 2026');
    expect(mail.text).toContain('Visitors: 1,284, up 16.5% from 1,102 the week before');
    expect(mail.text).toContain('Leads: 23, down 14.8% from 27 the week before');
    expect(mail.text).toContain('Meetings booked: 6, up from 0 the week before');
    expect(mail.text).toContain('New deals: 4, the same as the week before');
    expect(mail.text).toContain(
      'Won value: ₹38.3L, up 206.7% from ₹12.5L the week before\n₹5.0L + $40K · 1 USD = ₹83.5',
    );
    expect(mail.text).toContain('1: spring-webinar\n₹33.4L won, up from ₹0 the week before');
    // The report screens open on the week reported on.
    expect(mail.html).toContain(
      'href="https://site.example/admin/analytics?from=2026-11-16&amp;to=2026-11-22"',
    );
    expect(mail.text).toContain(
      'Open Sales Reports: https://site.example/admin/sales-reports?from=2026-11-16&to=2026-11-22',
    );
    expect(mail.html).toContain('href="https://site.example/admin/deals"');
  });

  it('without an exchange rate shows each currency and no made-up change; says when no campaign won', () => {
    const mail = weeklyDigestMail(
      'a@example.com',
      figures({
        values: [{ figure: 'wonValue', kind: 'money', current: null, previous: 0 }],
        campaigns: [],
        currency: { reportingCurrency: 'INR', rateLabel: 'No exchange rate set' },
      }),
      'https://site.example',
    );
    expect(mail.text).toContain('Won value: ₹5.0L + $40K · No exchange rate set (the week before: ₹12.5L)');
    expect(mail.text).toContain('Campaigns: No campaign won a deal last week.');
  });
});
