import { API_ROUTES, WRITE_METHODS } from '@app/shared/api-routes';
import { MESSAGES } from '@app/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import type { Json } from './leads-helpers';

/**
 * The audit log names the record the write touched (issue 25, finding 1): a
 * decoy `?id=` or `?email=` on a write without a query schema is refused
 * (400) before anything happens, so it can never be logged in place of the
 * real record; a role change records the roles before and after.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let sales: string;
const tag = Math.random().toString(36).slice(2, 8);
const DECOY = `decoy-${tag}`;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  sales = await createMember(stack, `audit-entity.sales.${tag}@example.com`, ['Sales']);
});
afterAll(async () => {
  await stack?.dispose();
});

/** This file's entries of the audit log (newest first), by route. */
async function entries(route: string): Promise<Json[]> {
  const res = await api(stack, 'GET', '/admin/audit-log?limit=100', { token: admin });
  expect(res.status).toBe(200);
  return (res.json.data.items as Json[]).filter((e) => e.route === route);
}

/** Whether a route's handler (as deployed) validates a query string. */
async function takesQuery(route: (typeof API_ROUTES)[number]): Promise<boolean> {
  const mod = await import(`@app/services/features/${route.feature}/lambda`);
  const def = mod.handler.handlerFor(`${route.method} /api/v1${route.path}`);
  expect(def, route.path).toBeTruthy();
  return Boolean(def.query);
}

describe('audit entity ids (issue 25, finding 1)', () => {
  it('every write without a query schema refuses a decoy query id (400) before doing anything', async () => {
    const writes = API_ROUTES.filter((r) => WRITE_METHODS.includes(r.method));
    expect(writes.length).toBeGreaterThan(40);
    for (const route of writes) {
      const path = route.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await api(stack, route.method, `${path}?id=${DECOY}&email=${DECOY}%40example.com`, {
        ...(route.access === 'public' ? {} : { token: admin }),
        body: {},
      });
      const name = `${route.method} ${route.path}`;
      expect(res.status, name).toBeLessThan(500);
      if (await takesQuery(route)) {
        expect(res.json.message, name).not.toBe(MESSAGES.queryNotAccepted);
      } else {
        expect(res.status, name).toBe(400);
        expect(res.json.message, name).toBe(MESSAGES.queryNotAccepted);
        expect(Object.keys(res.json.errors), name).toEqual(['id', 'email']);
      }
    }
    const log = await api(stack, 'GET', '/admin/audit-log?limit=100', { token: admin });
    expect((log.json.data.items as Json[]).filter((e) => String(e.entityId ?? '').includes(DECOY))).toEqual(
      [],
    );
  });

  it('logs a created deal under its own id, never a decoy', async () => {
    const decoyed = await api(stack, 'POST', `/admin/deals?id=${DECOY}`, {
      token: sales,
      body: { title: `Audit deal ${tag}` },
    });
    expect(decoyed.status).toBe(400);
    const created = await api(stack, 'POST', '/admin/deals', {
      token: sales,
      body: { title: `Audit deal ${tag}` },
    });
    expect(created.status).toBe(201);
    const mine = (await entries('POST /admin/deals')).filter((e) => e.actorEmail.startsWith('audit-entity'));
    expect(mine.map((e) => e.entityId)).toEqual([created.json.data.id]);
  });

  it('deletes and logs the member the body names; a bystander in the query is refused and untouched', async () => {
    const target = `audit-entity.target.${tag}@example.com`;
    const bystander = `audit-entity.bystander.${tag}@example.com`;
    await createMember(stack, target, ['HR']);
    await createMember(stack, bystander, ['HR']);
    const decoyed = await api(stack, 'DELETE', `/admin/member?email=${encodeURIComponent(bystander)}`, {
      token: admin,
      body: { email: target },
    });
    expect(decoyed.status).toBe(400);
    const listed = async (email: string) =>
      (
        await api(stack, 'GET', `/admin/members?q=${encodeURIComponent(email)}`, { token: admin })
      ).json.data.items.some((m: Json) => m.email === email);
    expect(await listed(target)).toBe(true);
    const removed = await api(stack, 'DELETE', '/admin/member', { token: admin, body: { email: target } });
    expect(removed.status).toBe(200);
    expect(await listed(bystander)).toBe(true);
    const logged = (await entries('DELETE /admin/member')).map((e) => e.entityId);
    expect(logged).toContain(target);
    expect(logged).not.toContain(bystander);
  });

  it('records the roles before and after a role change', async () => {
    const email = `audit-entity.roles.${tag}@example.com`;
    await createMember(stack, email, ['HR']);
    const res = await api(stack, 'PUT', '/admin/member-roles', {
      token: admin,
      body: { email, roles: ['HR', 'Marketing'] },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).not.toHaveProperty('audit');
    const entry = (await entries('PUT /admin/member-roles')).find((e) => e.entityId === email);
    expect(entry?.changes).toEqual({ roles: { before: ['HR'], after: ['HR', 'Marketing'] } });
  });
});
