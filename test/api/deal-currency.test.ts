import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { freeSlots, type Json, letsConnectBody, slotFields } from './leads-helpers';

/**
 * Two currencies (issue 27 item 6): a deal's currency defaults from its
 * lead's office and Sales can change it; USD values are counted apart from
 * INR; Sales Reports and campaign ROI show each currency and a combined
 * figure at the rate a SuperAdmin sets (currency:manage). The settings are
 * global: afterAll puts back what was there.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let sales: string;
let marketing: string;
let admin: string;
let saved: Json;
const tag = Math.random().toString(36).slice(2, 7);
const CAMPAIGN = `usd-camp-${tag}`;
/** A day of its own (deals.test.ts pins 2026-10-14), late morning in Noida on a Wednesday. */
const PINNED = '2026-09-16T06:00:00.000Z';
const DAY = '2026-09-16';

beforeAll(async () => {
  stack = await startTestStack();
  stack.setNow(PINNED);
  stack.rateLimiter.configure('off');
  sales = await createMember(stack, `currency.sales.${tag}@example.com`, ['Sales']);
  marketing = await createMember(stack, `currency.mkt.${tag}@example.com`, ['Marketing']);
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  saved = (await settings()).json.data;
});
afterAll(async () => {
  if (saved) {
    const current = (await settings()).json.data;
    await putSettings({
      reportingCurrency: saved.reportingCurrency,
      usdToInr: saved.usdToInr,
      version: current.version,
    });
  }
  stack?.setNow(null);
  await stack?.dispose();
});

const settings = (token = admin) => api(stack, 'GET', '/admin/currency-settings', { token });
const putSettings = (body: Json, token = admin) =>
  api(stack, 'PUT', '/admin/currency-settings', { token, body });
const post = (body: Json) => api(stack, 'POST', '/admin/deals', { token: sales, body });
const patch = (id: string, body: Json) => api(stack, 'PATCH', `/admin/deals/${id}`, { token: sales, body });
const report = () => api(stack, 'GET', `/admin/sales-reports?from=${DAY}&to=${DAY}`, { token: sales });

describe('deal currencies (issue 27 item 6)', () => {
  it('lets only a SuperAdmin read and set the rate; a stale version is 409 and bad rates 400', async () => {
    expect((await settings(sales)).status).toBe(403);
    expect(
      (await putSettings({ reportingCurrency: 'INR', usdToInr: 80, version: saved.version }, sales)).status,
    ).toBe(403);
    for (const usdToInr of [0, -3, 'abc', 1e9, '\u202e83'])
      expect((await putSettings({ reportingCurrency: 'INR', usdToInr, version: saved.version })).status).toBe(
        400,
      );
    expect(
      (await putSettings({ reportingCurrency: 'EUR', usdToInr: 80, version: saved.version })).status,
    ).toBe(400);
    const set = await putSettings({ reportingCurrency: 'INR', usdToInr: 83.5, version: saved.version });
    expect(set.status).toBe(200);
    expect(set.json.data).toMatchObject({
      reportingCurrency: 'INR',
      usdToInr: 83.5,
      version: saved.version + 1,
    });
    const stale = await putSettings({ reportingCurrency: 'USD', usdToInr: 1, version: saved.version });
    expect(stale.status).toBe(409);
    expect((await settings()).json.data).toMatchObject({ usdToInr: 83.5, reportingCurrency: 'INR' });
  });

  it("defaults a converted lead's currency from its office (Washington USD, none INR); Sales can change it", async () => {
    const slot = (await freeSlots(stack)).filter((s) => s.office === 'washington').at(-1);
    const booked = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), ...slotFields(slot), timeZone: 'America/New_York' },
    });
    expect(booked.status).toBe(201);
    const usd = await post({ leadKind: 'meeting', leadId: booked.json.data.id });
    expect(usd.status).toBe(201);
    expect(usd.json.data.currency).toBe('USD');
    const plain = await post({ title: `No lead ${tag}`, value: 1000 });
    expect(plain.json.data.currency).toBe('INR');
    const changed = await patch(plain.json.data.id, { currency: 'USD', version: plain.json.data.version });
    expect(changed.status).toBe(200);
    expect(changed.json.data.currency).toBe('USD');
    const bad = await patch(plain.json.data.id, { currency: 'usd', version: changed.json.data.version });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.currency).toBe('Select a currency.');
  });

  it('counts a USD deal won for $40,000 apart from rupees, and combined at the set rate in reports and ROI', async () => {
    const before = (await report()).json.data;
    const deal = await post({ title: `US deal ${tag}`, value: 40_000, currency: 'USD', campaign: CAMPAIGN });
    expect(deal.status).toBe(201);
    const won = await patch(deal.json.data.id, {
      stage: 'won',
      reason: 'Signed',
      version: deal.json.data.version,
    });
    expect(won.status).toBe(200);
    const after = (await report()).json.data;
    expect(after.won.count).toBe(before.won.count + 1);
    // INR figures keep today's meaning: the dollars are not added to them.
    expect(after.won.value).toBe(before.won.value);
    expect(after.money.wonValue.USD).toBe(before.money.wonValue.USD + 40_000);
    expect(after.money.combined.wonValue).toBe(
      after.money.wonValue.INR + Math.round(after.money.wonValue.USD * 83.5),
    );
    expect(after.currency).toEqual({ reportingCurrency: 'INR', usdToInr: 83.5, rateLabel: '1 USD = ₹83.5' });
    expect(after.byCampaign.find((r: Json) => r.value === CAMPAIGN)).toMatchObject({
      won: 1,
      wonValue: 0,
      wonValueUSD: 40_000,
      wonValueCombined: 3_340_000,
    });
    const wonStage = (r: Json) => r.pipeline.find((p: Json) => p.stage === 'won');
    expect(wonStage(after).valueUSD).toBe(wonStage(before).valueUSD + 40_000);

    const camp = await api(stack, 'POST', '/admin/campaigns', {
      token: marketing,
      body: {
        name: `USD campaign ${tag}`,
        channel: 'Email',
        utmCampaign: CAMPAIGN,
        startDate: DAY,
        spend: 1_000_000,
        landingPage: '/lets-connect',
      },
    });
    expect(camp.status).toBe(201);
    // Spend is in rupees: ROI = ($40,000 x 83.5 - ₹10,00,000) / ₹10,00,000.
    expect(camp.json.data.stats).toMatchObject({
      won: 1,
      wonValue: 0,
      wonValueUSD: 40_000,
      wonValueCombined: 3_340_000,
      roi: 2.34,
      rateLabel: '1 USD = ₹83.5',
    });

    // Reported in dollars at the same rate.
    const current = (await settings()).json.data;
    expect(
      (await putSettings({ reportingCurrency: 'USD', usdToInr: 83.5, version: current.version })).status,
    ).toBe(200);
    const inUsd = (await report()).json.data;
    expect(inUsd.byCampaign.find((r: Json) => r.value === CAMPAIGN).wonValueCombined).toBe(40_000);
    expect(inUsd.money.combined.wonValue).toBe(
      Math.round(inUsd.money.wonValue.INR / 83.5 + inUsd.money.wonValue.USD),
    );
  });
});
