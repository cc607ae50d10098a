import { addDays } from '@app/shared/analytics-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { today } from './analytics-helpers';

/** `npm start` seeds 60 days of demo traffic, campaigns and attributed leads, so the screens are alive. */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack({ demoTraffic: true });
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('demo traffic', () => {
  it('fills the 60 days up to yesterday and leaves today empty', async () => {
    const from = addDays(today(), -60);
    const res = await api(stack, 'GET', `/admin/analytics/overview?from=${from}&to=${today()}`, {
      token: admin,
    });
    const data = res.json.data;
    expect(data.visitors).toBeGreaterThan(2000);
    expect(data.conversions).toBeGreaterThan(10);
    const series = data.series as Array<{ date: string; visitors: number }>;
    expect(series.filter((p) => p.visitors > 0)).toHaveLength(60);
    expect(series.at(-1)).toMatchObject({ date: today(), visitors: 0 });
    expect(data.campaigns.map((r: { value: string }) => r.value)).toEqual(
      expect.arrayContaining(['linkedin-mvp-launch', 'google-cloud-engineering', 'partner-feature']),
    );
  });

  it('has campaigns with visits and leads, an untracked tag, and leads carrying their attribution', async () => {
    const list = (await api(stack, 'GET', '/admin/campaigns', { token: admin })).json.data;
    expect(list.items).toHaveLength(4);
    for (const c of list.items) expect(c.stats.visitors, c.utmCampaign).toBeGreaterThan(0);
    expect(list.untracked.map((u: { utmCampaign: string }) => u.utmCampaign)).toEqual(['partner-feature']);
    const leads = (await api(stack, 'GET', '/admin/get-contact-leads?limit=100', { token: admin })).json.data
      .items;
    expect(leads.length).toBeGreaterThan(3);
    expect(
      leads.every(
        (l: { attribution?: unknown; notification: string }) => l.attribution && l.notification === 'sent',
      ),
    ).toBe(true);
  });
});
