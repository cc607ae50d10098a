import { analyticsDay } from '@app/shared/analytics-days';
import { routeKey } from '@app/shared/api-routes';
import { COLLECT_ROUTE } from '@app/shared/routes/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { beacon } from './analytics-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let marketing: string;

/**
 * The file runs at a pinned instant (late morning in Noida), so its day never
 * straddles a Kolkata midnight or depends on the day CI runs; given back in
 * afterAll (the stack is shared with other files).
 */
const PINNED = '2026-10-28T06:00:00.000Z';
const today = analyticsDay(new Date(PINNED));

beforeAll(async () => {
  stack = await startTestStack();
  stack.setNow(PINNED);
  stack.rateLimiter.configure('off');
  stack.collectLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  marketing = await createMember(stack, 'audit.marketing@example.com', ['Marketing']);
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

const campaign = (utm: string) => ({
  name: `Campaign ${utm}`,
  channel: 'Social',
  utmCampaign: utm,
  startDate: today,
  landingPage: '/',
});
const log = async (query = '') => {
  const res = await api(stack, 'GET', `/admin/audit-log${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json.data;
};
const ops = async () => {
  const res = await api(stack, 'GET', `/admin/operations?from=${today}&to=${today}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json.data;
};

describe('audit log', () => {
  it('records staff writes from the shared chain, newest first, with who, what, entity and request id', async () => {
    const created = await api(stack, 'POST', '/admin/campaigns', {
      token: marketing,
      body: campaign('audit-one'),
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    const updated = await api(stack, 'PUT', `/admin/campaigns/${id}`, {
      token: admin,
      body: { ...campaign('audit-one'), name: 'Renamed', version: 1 },
    });
    expect(updated.status).toBe(200);
    // Reads and refused writes are not recorded.
    await api(stack, 'GET', '/admin/campaigns', { token: admin });
    expect(
      (await api(stack, 'POST', '/admin/campaigns', { token: admin, body: campaign('audit-one') })).status,
    ).toBe(409);

    // The file's pinned day: other files' entries (at their own instants) share the log.
    const { items } = await log(`?from=${today}&to=${today}`);
    const mine = items.filter((e: { entityId?: string }) => e.entityId === id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      action: 'update',
      actorEmail: TEST_ADMIN.email,
      route: 'PUT /admin/campaigns/{id}',
      entity: 'campaigns',
      status: 200,
    });
    expect(mine[1]).toMatchObject({
      action: 'create',
      actorEmail: 'audit.marketing@example.com',
      entity: 'campaigns',
      status: 201,
    });
    expect(mine[0].requestId).toMatch(/[0-9a-f-]{36}/);
    expect(mine[0].at >= mine[1].at).toBe(true);
  });

  it('filters by member, entity and date', async () => {
    const byMember = await log('?member=AUDIT.MARKETING@example.com');
    expect(byMember.items.length).toBeGreaterThan(0);
    expect(
      byMember.items.every((e: { actorEmail: string }) => e.actorEmail === 'audit.marketing@example.com'),
    ).toBe(true);
    // Other files on the shared stack change members; this file's member never did.
    const byEntity = await log('?entity=members');
    expect(byEntity.items.every((e: { entity: string }) => e.entity === 'members')).toBe(true);
    expect((await log('?entity=members&member=audit.marketing@example.com')).items).toEqual([]);
    expect((await log(`?entity=campaigns&from=${today}&to=${today}`)).items.length).toBeGreaterThanOrEqual(2);
    expect((await log('?from=2020-01-01&to=2020-01-02')).items).toEqual([]);
    expect(
      (await api(stack, 'GET', '/admin/audit-log?from=2020-02-02&to=2020-01-01', { token: admin })).status,
    ).toBe(400);
  });

  it('exports the filtered log as CSV', async () => {
    const res = await fetch(`${stack.url}/api/v1/admin/audit-log/export?entity=campaigns`, {
      headers: { token: admin },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await res.text();
    expect(text).toContain(
      '"Time (UTC)","Member","Action","Entity","Entity id","Route","Status","Request id"',
    );
    expect(text).toContain('"audit.marketing@example.com","create","campaigns"');
  });

  it('is append-only and for Administration only', async () => {
    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH'])
      expect((await api(stack, method, '/admin/audit-log', { token: admin, body: {} })).status).toBe(405);
    expect((await api(stack, 'GET', '/admin/audit-log', { token: marketing })).status).toBe(403);
    expect(
      (await api(stack, 'GET', `/admin/operations?from=${today}&to=${today}`, { token: marketing })).status,
    ).toBe(403);
  });
});

describe('operational figures', () => {
  it('count staff requests and 4xx answers, and write nothing for a successful public request', async () => {
    const before = await ops();
    // Successful public requests: a beacon, the meeting slots, a page.
    expect((await beacon(stack, { n: 'pageview', u: '/' })).status).toBe(202);
    expect((await api(stack, 'GET', '/contact/meeting-slots')).status).toBe(200);
    expect((await fetch(`${stack.url}/`)).status).toBe(200);
    const afterPublic = await ops();
    // Only the ops read itself (a staff request) was added.
    expect(afterPublic.totals.staffRequests).toBe(before.totals.staffRequests + 1);
    expect(afterPublic.totals.clientErrors).toBe(before.totals.clientErrors);

    expect((await beacon(stack, { n: 'pageview' })).status).toBe(400);
    stack.collectLimiter.configure({ burst: 1, perMinute: 1 });
    await beacon(stack, { n: 'pageview', u: '/' });
    expect((await beacon(stack, { n: 'pageview', u: '/' })).status).toBe(429);
    stack.collectLimiter.configure('off');
    const after = await ops();
    expect(after.totals.clientErrors).toBe(before.totals.clientErrors + 1);
    expect(after.totals.rateLimited).toBe(before.totals.rateLimited + 1);
    // The beacons: two accepted (the first and the one before the limit), one refused by the function.
    expect(after.totals.beaconsAccepted).toBe(before.totals.beaconsAccepted + 2);
    expect(after.totals.beaconsRefused).toBe(before.totals.beaconsRefused + 1);
    const collect = (r: { byRoute: Array<{ route: string; clientErrors: number }> }) =>
      r.byRoute.find((row) => row.route === routeKey(COLLECT_ROUTE))?.clientErrors ?? 0;
    expect(collect(after)).toBe(collect(before) + 1);
    expect(after.days).toHaveLength(1);
    expect(after.dashboardUrl).toBeNull();
    expect(
      after.content.find((c: { label: string }) => c.label === 'Campaigns')?.count,
    ).toBeGreaterThanOrEqual(1);
  });

  it('show a stored lead: leads stored, notified and the Sales notification sent', async () => {
    const before = await ops();
    const suffix = Math.random().toString(36).slice(2, 8);
    const res = await api(stack, 'POST', '/contact/contact-us', {
      body: { name: 'Metric Probe', email: `metric.${suffix}@example.com`, contactNo: '9876543210' },
    });
    expect(res.status).toBe(201);
    const after = await ops();
    expect(after.totals.leadsStored).toBe(before.totals.leadsStored + 1);
    expect(after.totals.leadsNotified).toBe(before.totals.leadsNotified + 1);
    expect(after.totals.notificationsSent).toBe(before.totals.notificationsSent + 1);
    expect(after.days[0].leadsStored).toBe(after.totals.leadsStored);
  });

  it('count mails sent', async () => {
    const before = await ops();
    const res = await api(stack, 'POST', '/contact/contact-us', {
      body: { name: 'Mail Probe', email: 'mail.probe@example.com', contactNo: '9876543210' },
    });
    expect(res.status).toBe(201);
    const after = await ops();
    expect(after.totals.mailsSent).toBe(before.totals.mailsSent + 2);
    expect(after.totals.mailsPending).toBe(0);
  });
});
