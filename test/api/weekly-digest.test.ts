/**
 * Issue 30, item 7: the weekly digest. Its figures are the Analytics and
 * Sales Reports screens' for the same week (read through their APIs here);
 * it goes Monday 09:00 company time to Sales and Marketing only, once per
 * member even when two sweeps run at once.
 *
 * The file runs in a week of its own (February 2027, pinned on the stack's
 * clock and given back in afterAll), so other files' leads and deals, which
 * run at the real or their own pinned instants, do not fall into it.
 */
import type { runSiteMaintenance as RunSiteMaintenance } from '@app/services/tasks/site-maintenance';
import { dueDigestWeek } from '@app/shared/digest';
import type { OfficeSlot } from '@app/shared/meeting-slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';
import { beacon } from './analytics-helpers';
import { freeSlots, type Json, letsConnectBody, slotFields, uniqueName } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let run: typeof RunSiteMaintenance;
let sales: string;
let marketing: string;
const tag = Math.random().toString(36).slice(2, 8);
const CAMPAIGN = `digest-${tag}`;
const people = {
  sales: `digest.sales.${tag}@example.com`,
  marketing: `digest.mkt.${tag}@example.com`,
  writer: `digest.writer.${tag}@example.com`,
};
/** Wednesdays of the week reported on and the week before; the digest's Monday 09:00 IST is 03:30Z. */
const WEEK_DAY = '2027-02-10T06:00:00.000Z';
const WEEK_BEFORE_DAY = '2027-02-03T06:00:00.000Z';
const MONDAY_0900 = Date.parse('2027-02-15T03:30:00.000Z');

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  run = (await import('@app/services/tasks/site-maintenance')).runSiteMaintenance;
  sales = await createMember(stack, people.sales, ['Sales']);
  marketing = await createMember(stack, people.marketing, ['Marketing']);
  await createMember(stack, people.writer, ['ContentWriter']);
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

async function lead(extra: Json = {}): Promise<Json> {
  const body = letsConnectBody({
    attribution: { landing: `/lets-connect?utm_source=news&utm_medium=email&utm_campaign=${CAMPAIGN}` },
    ...extra,
  });
  const path = extra.office ? '/contact/schedule-meeting' : '/contact/lets-connect';
  expect((await api(stack, 'POST', path, { body })).status).toBe(201);
  const q = encodeURIComponent(body.fullName);
  const list = await api(stack, 'GET', `/admin/get-let-us-connect-leads?q=${q}`, { token: sales });
  return list.json.data.items[0];
}

async function wonDeal(value: number) {
  const l = await lead();
  const deal = await api(stack, 'POST', '/admin/deals', {
    token: sales,
    body: { leadKind: 'meeting', leadId: l.id, value },
  });
  expect(deal.status).toBe(201);
  const won = await api(stack, 'PATCH', `/admin/deals/${deal.json.data.id}`, {
    token: sales,
    body: { stage: 'won', reason: 'Digest test', version: deal.json.data.version },
  });
  expect(won.status).toBe(200);
}

const digests = (email: string) =>
  stack.outbox.list().filter((m) => m.to.includes(email) && m.subject.startsWith('Weekly digest'));
const sweep = (at: number) =>
  run('sweep', new Date(at), { scope: { ids: Object.values(people) } }).then((r) =>
    expect(r.steps.find((s) => s.step === 'weekly digest')?.ok).toBe(true),
  );

describe('weekly digest', () => {
  it("reads the Analytics and Sales Reports screens' figures for the same week", async () => {
    stack.setNow(WEEK_BEFORE_DAY);
    await wonDeal(200_000);
    stack.setNow(WEEK_DAY);
    await wonDeal(500_000);
    await lead();
    const slot = (await freeSlots(stack))[0] as OfficeSlot;
    await lead({ ...slotFields(slot), timeZone: 'Asia/Kolkata', fullName: uniqueName('Digest') });
    expect((await beacon(stack, { n: 'pageview', u: '/digest-probe' })).status).toBe(202);

    const week = dueDigestWeek(new Date(MONDAY_0900 + 60_000));
    expect(week).toMatchObject({ from: '2027-02-08', to: '2027-02-14' });
    const { digestFigures } = await import('@app/services/lib/digest/digest-figures');
    const digest = await digestFigures(week as NonNullable<typeof week>);
    const range = (from: string, to: string) => `from=${from}&to=${to}`;
    const overview = (
      await api(stack, 'GET', `/admin/analytics/overview?${range('2027-02-08', '2027-02-14')}`, {
        token: marketing,
      })
    ).json.data;
    const report = (
      await api(stack, 'GET', `/admin/sales-reports?${range('2027-02-08', '2027-02-14')}`, {
        token: sales,
      })
    ).json.data;
    const before = (
      await api(stack, 'GET', `/admin/sales-reports?${range('2027-02-01', '2027-02-07')}`, {
        token: sales,
      })
    ).json.data;
    const meetings = (r: Json) => r.leadsByWeek.form.weeks[0]?.['schedule-meeting'] ?? 0;
    const values = Object.fromEntries(digest.values.map((v) => [v.figure, [v.current, v.previous]]));
    expect(values).toEqual({
      visitors: [overview.visitors, overview.previous.visitors],
      leads: [report.leads, before.leads],
      meetings: [meetings(report), meetings(before)],
      newDeals: [report.deals, before.deals],
      wonValue: [report.money.combined.wonValue, before.money.combined.wonValue],
      // Sales Reports lists the range's weeks newest first: this range is one week.
      firstResponseWithinPromise: [report.firstResponse[0].share, before.firstResponse[0].share],
    });
    expect(report.firstResponse[0].week).toBe('2027-02-08');
    expect(report.firstResponse[0].leads).toBeGreaterThanOrEqual(3);
    // This file's own records are in it (the pinned weeks are this file's).
    expect(overview.visitors).toBeGreaterThanOrEqual(1);
    expect(report.leads).toBeGreaterThanOrEqual(3);
    expect(meetings(report)).toBeGreaterThanOrEqual(1);
    expect(report.previous.leads).toBe(before.leads);
    const mine = digest.campaigns.find((c) => c.campaign === CAMPAIGN);
    const row = report.byCampaign.find((r: Json) => r.value === CAMPAIGN);
    expect(row).toMatchObject({ leads: 3, deals: 1, won: 1, wonValue: 500_000 });
    expect(mine).toEqual({
      campaign: CAMPAIGN,
      current: row.wonValueCombined,
      money: { INR: 500_000, USD: 0 },
      previous: before.byCampaign.find((r: Json) => r.value === CAMPAIGN).wonValueCombined,
    });
    expect(digest.campaigns.length).toBeLessThanOrEqual(3);
  });

  it('mails Sales and Marketing once from Monday 09:00 company time, though two sweeps run at once', async () => {
    await sweep(MONDAY_0900 - 60_000);
    expect(digests(people.sales)).toHaveLength(0);
    await Promise.all([sweep(MONDAY_0900 + 60_000), sweep(MONDAY_0900 + 60_000)]);
    await sweep(MONDAY_0900 + 3_600_000);
    expect(digests(people.sales)).toHaveLength(1);
    expect(digests(people.marketing)).toHaveLength(1);
    expect(digests(people.writer)).toHaveLength(0);
    const [mail] = digests(people.marketing);
    expect(mail?.subject).toBe('Weekly digest: Feb 8 – Feb 14, 2027');
    const text = mail?.text ?? '';
    for (const label of ['Visitors', 'Leads', 'Meetings booked', 'New deals', 'Won value'])
      expect(text).toContain(`${label}: `);
    // The week's leads are not yet due at Monday 09:00 (one business day), so no share is known yet:
    // the figure says nothing rather than 0%.
    expect(text).toContain('First response within promise');
    expect(text).toMatch(new RegExp(`\\d: ${CAMPAIGN}\n₹5\\.0L won, up 150% from ₹2\\.0L the week before`));
    expect(text).toContain('/admin/sales-reports');
    expect(mail?.html).toContain('href="http');
    // A week later the next digest is due again.
    await sweep(MONDAY_0900 + 7 * 86_400_000 + 60_000);
    expect(digests(people.sales)).toHaveLength(2);
  });
});
