/**
 * Issue 25, finding 3: one address invented visitors by rotating its
 * User-Agent (30 beacons, 30 visitors), and the beacon stored implausible
 * referrer and UTM values. Each test has its own client address (the fixture's
 * x-test-client-ip), and every figure is compared with before: the stack is shared.
 */
import { ANALYTICS } from '@app/shared/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { beacon, CHROME_UA, today } from './analytics-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.collectLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

const overview = async () => {
  const res = await api(stack, 'GET', `/admin/analytics/overview?from=${today()}&to=${today()}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.json.data;
};
const run = Math.random().toString(36).slice(2, 8);
/** A /48 of this run's own for the IPv6 test. */
const net = Math.floor(Math.random() * 0xffff).toString(16);

describe('new visitors per address', () => {
  it('30 beacons with 30 User-Agents from one address add 20 visitors and one overflow visitor', async () => {
    const cap = ANALYTICS.maxNewVisitorsPerAddressHour;
    const before = await overview();
    for (let i = 0; i < 30; i++) {
      const ua = `${CHROME_UA} rotate-${run}-${i}`;
      expect((await beacon(stack, { n: 'pageview', u: '/' }, { 'user-agent': ua })).status).toBe(202);
    }
    // A refused visitor's later page views go to the same overflow visitor, and count as page views.
    await beacon(stack, { n: 'pageview', u: '/about-us' }, { 'user-agent': `${CHROME_UA} rotate-${run}-29` });
    const after = await overview();
    expect(after.visitors - before.visitors).toBe(cap + 1);
    expect(after.pageviews - before.pageviews).toBe(31);
    expect(after.overLimitVisits - before.overLimitVisits).toBe(30 - cap);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const before = await overview();
    for (let i = 0; i < 22; i++) {
      const ip = `2001:db8:${net}:${i % 2}::${(i + 1).toString(16)}`;
      await beacon(
        stack,
        { n: 'pageview', u: '/' },
        { 'user-agent': `${CHROME_UA} v6-${run}-${i}`, 'x-test-client-ip': ip },
      );
    }
    const after = await overview();
    // Two /64s (…:0:: and …:1::), eleven new visitors each: under the cap of 20 apiece.
    expect(after.visitors - before.visitors).toBe(22);
    expect(after.overLimitVisits - before.overLimitVisits).toBe(0);
  });
});

describe('referrer and UTM plausibility', () => {
  it.each([
    ['a control character in the referrer', { r: 'https://example.com/\u0001' }],
    ['a script referrer', { r: 'javascript:alert(1)' }],
    ['HTML in the referrer', { r: 'https://example.com/<script>' }],
    ['a referrer over 200 characters', { r: `https://example.com/${'a'.repeat(200)}` }],
    ['a control character in a UTM value', { u: '/?utm_source=news%0Aletter' }],
    ['HTML in a UTM value', { u: '/?utm_campaign=%3Cb%3Ehi%3C/b%3E' }],
    ['a script UTM value', { u: '/?utm_content=JavaScript:alert(1)' }],
    ['a UTM value over 200 characters', { u: `/?utm_term=${'a'.repeat(201)}` }],
  ])('refuses %s with 400 and stores nothing', async (_why, fields) => {
    const before = await overview();
    const res = await beacon(stack, { n: 'pageview', u: '/', ...fields });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeTruthy();
    expect((await overview()).pageviews).toBe(before.pageviews);
  });

  it('takes plausible values', async () => {
    const res = await beacon(stack, {
      n: 'pageview',
      u: `/?utm_source=newsletter&utm_campaign=Black-Friday_${run}&utm_content=AT%26T%20(phase%202)`,
      r: 'https://www.google.com/',
    });
    expect(res.status).toBe(202);
  });
});
