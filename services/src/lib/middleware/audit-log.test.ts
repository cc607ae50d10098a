import type { RouteDef } from '@app/shared/api-routes';
import type { AuditEntry } from '@app/shared/schemas/audit';
import * as z from '@app/shared/schemas/zod-mini';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../errors';
import { featureLambda } from '../feature-lambda';
import { defineHandler } from '../handler';

const routes: RouteDef[] = [
  { method: 'POST', path: '/things', feature: 'things', handler: 'create', access: 'leads:write' },
  { method: 'GET', path: '/things', feature: 'things', handler: 'list', access: 'leads:read' },
  { method: 'DELETE', path: '/things/{id}', feature: 'things', handler: 'remove', access: 'leads:write' },
  { method: 'POST', path: '/public', feature: 'things', handler: 'open', access: 'public' },
  { method: 'PUT', path: '/things', feature: 'things', handler: 'rename', access: 'leads:write' },
  { method: 'PATCH', path: '/things', feature: 'things', handler: 'regroup', access: 'leads:write' },
];
const handlers = {
  create: defineHandler({ run: async () => ({ statusCode: 201, data: { id: 'new-1' } }) }),
  list: defineHandler({ run: async () => ({ data: [] }) }),
  remove: defineHandler({
    run: async ({ params }) => {
      if (params.id === 'busy') throw new ConflictError('In use');
      return { data: { deleted: true } };
    },
  }),
  open: defineHandler({ run: async () => ({ statusCode: 201, data: { id: 'public-1' } }) }),
  rename: defineHandler({
    query: z.object({ id: z.string() }),
    run: async ({ query }) => ({ data: { renamed: query.id } }),
  }),
  regroup: defineHandler({
    run: async () => ({
      data: { ok: true },
      audit: { entityId: 'thing-9', changes: { groups: { before: ['a'], after: ['a', 'b'] } } },
    }),
  }),
};

function setup(failures: number) {
  const written: AuditEntry[] = [];
  const ops: Array<Record<string, number | string>> = [];
  let attempts = 0;
  let counted = 0;
  const handler = featureLambda('things', handlers, routes, {
    // The member's current roles, as the auth step reads them from the member record.
    resolveMember: async () => ({ email: 'ana@example.com', roles: ['Sales'] }),
    audit: [
      async (entry) => {
        attempts++;
        if (attempts <= failures) throw new Error('table unavailable');
        written.push(entry);
      },
      async () => {
        counted++;
      },
    ],
    ops: [
      (f, options) =>
        void ops.push({
          ...(f as Record<string, number>),
          ...(options?.route ? { route: options.route } : {}),
        }),
    ],
  });
  const call = async (
    method: string,
    path: string,
    params?: Record<string, string>,
    query?: Record<string, string>,
  ) =>
    (await handler(
      {
        version: '2.0',
        routeKey: `${method} /api/v1${path.replace(/\/busy$|\/7$/, '/{id}')}`,
        rawPath: `/api/v1${path}`,
        headers: {},
        pathParameters: params,
        queryStringParameters: query,
        requestContext: {
          http: { method, path, sourceIp: '127.0.0.1' },
          requestId: 'req-1',
          authorizer: {
            jwt: { claims: { sub: 'u1', email: 'ana@example.com', 'cognito:groups': '[Sales]' } },
          },
        },
      } as unknown as APIGatewayProxyEventV2,
      {} as Context,
    )) as APIGatewayProxyStructuredResultV2;
  return { call, written, ops, attempts: () => attempts, counted: () => counted };
}

describe('audit log middleware', () => {
  it('records a successful staff write once with who, what, which entity and the request id', async () => {
    const t = setup(0);
    expect((await t.call('POST', '/things')).statusCode).toBe(201);
    expect(t.written).toEqual([
      expect.objectContaining({
        actorSub: 'u1',
        actorEmail: 'ana@example.com',
        action: 'create',
        route: 'POST /things',
        entity: 'things',
        entityId: 'new-1',
        status: 201,
        requestId: 'req-1',
      }),
    ]);
    await t.call('DELETE', '/things/7', { id: '7' });
    expect(t.written[1]).toMatchObject({ action: 'delete', entityId: '7' });
  });

  it('refuses a query string on a write without a query schema (400) and logs nothing (issue 25.1)', async () => {
    const t = setup(0);
    const res = await t.call('POST', '/things', undefined, { id: 'decoy' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '{}').message).toBe('This request takes no query parameters.');
    expect(
      (await t.call('DELETE', '/things/7', { id: '7' }, { email: 'bystander@example.com' })).statusCode,
    ).toBe(400);
    expect(t.written).toEqual([]);
  });

  it("logs a query-schema write under its validated id, and a handler's own record and changes (issue 25.1)", async () => {
    const t = setup(0);
    expect((await t.call('PUT', '/things', undefined, { id: 'thing-3', extra: 'decoy' })).statusCode).toBe(
      200,
    );
    expect((await t.call('PATCH', '/things')).statusCode).toBe(200);
    expect(t.written.map((e) => [e.entityId, e.changes])).toEqual([
      ['thing-3', undefined],
      ['thing-9', { groups: { before: ['a'], after: ['a', 'b'] } }],
    ]);
  });

  it('skips reads, refused writes and public routes', async () => {
    const t = setup(0);
    await t.call('GET', '/things');
    expect((await t.call('DELETE', '/things/busy', { id: 'busy' })).statusCode).toBe(409);
    await t.call('POST', '/public');
    expect(t.written).toEqual([]);
  });

  it('retries a failed write once, then succeeds without counting a failure', async () => {
    const t = setup(1);
    expect((await t.call('POST', '/things')).statusCode).toBe(201);
    expect(t.attempts()).toBe(2);
    expect(t.written).toHaveLength(1);
    expect(t.counted()).toBe(0);
  });

  it('after two failures logs and counts, and still answers the change', async () => {
    const t = setup(5);
    const res = await t.call('POST', '/things');
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body ?? '{}')).toEqual({ data: { id: 'new-1' } });
    expect(t.attempts()).toBe(2);
    expect(t.counted()).toBe(1);
  });

  it('counts staff requests and error answers, and nothing for a successful public request', async () => {
    const t = setup(0);
    await t.call('POST', '/public');
    expect(t.ops).toEqual([]);
    await t.call('GET', '/things');
    await t.call('DELETE', '/things/busy', { id: 'busy' });
    // Error answers are counted apart, under their route (the per-route dimension).
    expect(t.ops).toEqual([
      { staffRequests: 1 },
      { staffRequests: 1 },
      { clientErrors: 1, route: 'DELETE /api/v1/things/{id}' },
    ]);
  });
});
