import type { TopRow } from '@app/shared/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { beacon, CHROME_UA, IPHONE_UA, today } from './analytics-helpers';
import { applicationBody, createJob, uploadResume } from './careers-helpers';
import { contactBody, letsConnectBody } from './leads-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  stack.collectLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

const overview = async () =>
  (await api(stack, 'GET', `/admin/analytics/overview?from=${today()}&to=${today()}`, { token: admin })).json
    .data;
const row = (rows: TopRow[], value: string) => rows.find((r) => r.value === value);
/** The stack is shared with other files: a row's conversions before this test's lead (0 when absent). */
const conversionsOf = (rows: TopRow[], value: string) => row(rows, value)?.conversions ?? 0;
// Campaign names of this run only, so their rows hold nothing but this file's traffic.
const run = Math.random().toString(36).slice(2, 8);
const SPRING = `spring-test-${run}`;
const FALLBACK = `fallback-camp-${run}`;
const HIRING = `hiring-${run}`;
async function contactLead(name: string) {
  const res = await api(stack, 'GET', `/admin/get-contact-leads?q=${encodeURIComponent(name)}`, {
    token: admin,
  });
  return res.json.data.items[0];
}

describe('conversions', () => {
  it('attributes a contact lead to the landing the page sent, stores it on the lead and counts it', async () => {
    const before = await overview();
    await beacon(stack, { n: 'pageview', u: `/?utm_source=probe&utm_medium=email&utm_campaign=${SPRING}` });
    const body = contactBody({
      attribution: {
        landing: `/?utm_source=probe&utm_medium=email&utm_campaign=${SPRING}`,
        referrer: 'https://mail.google.com/',
      },
    });
    const res = await api(stack, 'POST', '/contact/contact-us', {
      body,
      headers: { 'user-agent': CHROME_UA },
    });
    expect(res.status).toBe(201);
    const lead = await contactLead(body.name);
    expect(lead.attribution).toEqual({
      source: 'email',
      referrer: 'mail.google.com',
      utmSource: 'probe',
      utmMedium: 'email',
      utmCampaign: SPRING,
      landingPage: '/',
      via: 'landing',
    });
    const data = await overview();
    expect(data.conversions).toBe(before.conversions + 1);
    // The rate is the day's conversions over its visitors (other files add both on a shared stack).
    expect(data.conversionRate).toBe(Math.round((data.conversions / data.visitors) * 10_000) / 10_000);
    expect(conversionsOf(data.forms, 'contact')).toBe(conversionsOf(before.forms, 'contact') + 1);
    expect(row(data.campaigns, SPRING)).toMatchObject({ visitors: 1, conversions: 1 });
    expect(conversionsOf(data.sources, 'email')).toBe(conversionsOf(before.sources, 'email') + 1);
  });

  it('falls back to the visitor of the day when the form sends no landing', async () => {
    const before = await overview();
    await beacon(
      stack,
      { n: 'pageview', u: `/?utm_campaign=${FALLBACK}&utm_source=linkedin` },
      { 'user-agent': IPHONE_UA },
    );
    await beacon(stack, { n: 'pageview', u: '/lets-connect' }, { 'user-agent': IPHONE_UA });
    const body = letsConnectBody({ attribution: { landing: 'not a path' } });
    const res = await api(stack, 'POST', '/contact/lets-connect', {
      body,
      headers: { 'user-agent': IPHONE_UA },
    });
    expect(res.status).toBe(201);
    const leads = await api(
      stack,
      'GET',
      `/admin/get-let-us-connect-leads?q=${encodeURIComponent(body.fullName)}`,
      {
        token: admin,
      },
    );
    expect(leads.json.data.items[0].attribution).toMatchObject({
      source: 'social',
      utmCampaign: FALLBACK,
      landingPage: '/',
      via: 'visit',
    });
    const data = await overview();
    expect(conversionsOf(data.forms, 'lets-connect')).toBe(conversionsOf(before.forms, 'lets-connect') + 1);
    expect(row(data.campaigns, FALLBACK)?.conversions).toBe(1);
  });

  it('stores and counts a GPC visitor’s lead with no attribution', async () => {
    const before = await overview();
    const body = contactBody({ attribution: { landing: `/?utm_campaign=${SPRING}` } });
    const res = await api(stack, 'POST', '/contact/contact-us', {
      body,
      headers: { 'user-agent': CHROME_UA, 'sec-gpc': '1' },
    });
    expect(res.status).toBe(201);
    const lead = await contactLead(body.name);
    expect(lead).toBeTruthy();
    expect(lead.attribution).toBeUndefined();
    const after = await overview();
    expect(after.conversions).toBe(before.conversions + 1);
    expect(row(after.forms, 'contact')?.conversions).toBe(
      (row(before.forms, 'contact')?.conversions ?? 0) + 1,
    );
    expect(row(after.campaigns, SPRING)?.conversions).toBe(row(before.campaigns, SPRING)?.conversions);
  });

  it('counts a job application as a conversion of its form', async () => {
    const before = await overview();
    const job = await createJob(stack, admin);
    const ticket = await uploadResume(stack);
    const res = await api(stack, 'POST', '/careers/apply', {
      body: applicationBody(job._id as string, ticket.key, {
        attribution: { landing: `/careers?utm_campaign=${HIRING}` },
      }),
    });
    expect(res.status).toBe(201);
    const data = await overview();
    expect(conversionsOf(data.forms, 'job-application')).toBe(
      conversionsOf(before.forms, 'job-application') + 1,
    );
    expect(row(data.campaigns, HIRING)?.conversions).toBe(1);
  });

  it('lists the attribution in the lead CSV export', async () => {
    const res = await fetch(`${stack.url}/api/v1/admin/leads/contact/export`, { headers: { token: admin } });
    const csv = await res.text();
    expect(csv).toContain('"Source","UTM campaign","Landing page"');
    expect(csv).toContain(`"email","${SPRING}","/"`);
  });
});
