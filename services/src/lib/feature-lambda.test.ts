import type { RouteDef } from '@app/shared/api-routes';
import type { Role } from '@app/shared/roles';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ConflictError, UnauthorizedError } from './errors';
import { featureLambda } from './feature-lambda';
import { defineHandler } from './handler';
import type { ResolveMember } from './middleware/auth-context';

const routes: RouteDef[] = [
  { method: 'POST', path: '/things', feature: 'things', handler: 'create', access: 'public' },
  { method: 'GET', path: '/things/secret', feature: 'things', handler: 'secret', access: 'leads:read' },
  { method: 'GET', path: '/things/boom', feature: 'things', handler: 'boom', access: 'public' },
  { method: 'GET', path: '/things/busy', feature: 'things', handler: 'busy', access: 'public' },
];

const create = defineHandler({
  body: z.object({ name: z.string().min(1, 'Name is required'), count: z.number().int() }),
  run: async ({ body }) => {
    if (body.name === 'taken') throw new ConflictError('That name is taken');
    return { statusCode: 201, data: { created: body.name } };
  },
});
const secret = defineHandler({ run: async ({ user }) => ({ data: { email: user?.email } }) });
const boom = defineHandler({
  run: async () => {
    throw new Error('internal detail that must not leak');
  },
});
const busy = defineHandler({
  run: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
  },
});

/** Member records as the auth step would read them (lib/current-member.ts does it against DynamoDB). */
const records = new Map<string, { email: string; roles: Role[] }>([
  ['u-hr', { email: 'hr@example.com', roles: ['HR'] }],
  ['u-sales', { email: 'sales@example.com', roles: ['Sales', 'Employee'] }],
  ['u-both', { email: 'both@example.com', roles: ['Sales'] }],
]);
const resolveMember: ResolveMember = async (token) => {
  const record = records.get(token.sub);
  if (!record) throw new UnauthorizedError();
  return record;
};

const handler = featureLambda('things', { create, secret, boom, busy }, routes, { resolveMember });

function event(
  method: string,
  path: string,
  init: { body?: string; claims?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return {
    version: '2.0',
    routeKey: `${method} /api/v1${path}`,
    rawPath: `/api/v1${path}`,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
    isBase64Encoded: false,
    requestContext: {
      http: { method, path: `/api/v1${path}`, sourceIp: '127.0.0.1' },
      requestId: 'test',
      ...(init.claims ? { authorizer: { jwt: { claims: init.claims } } } : {}),
    },
  } as unknown as APIGatewayProxyEventV2;
}

async function call(e: APIGatewayProxyEventV2) {
  const res = (await handler(e, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? 'null') };
}

describe('the shared middy chain', () => {
  it('parses JSON, validates and wraps the result in { data }', async () => {
    const res = await call(event('POST', '/things', { body: JSON.stringify({ name: 'a', count: 2 }) }));
    expect(res).toEqual({ status: 201, body: { data: { created: 'a' } } });
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await call(event('POST', '/things', { body: '{"name": ' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });

  it('returns zod failures as 400 {message, errors: {field: message}}', async () => {
    const res = await call(event('POST', '/things', { body: JSON.stringify({ name: '', count: 'x' }) }));
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toBe('Name is required');
    expect(res.body.errors.count).toBeTypeOf('string');
    expect(res.body.message).toBe('Name is required');
  });

  it('requires a body when the handler has a body schema', async () => {
    const res = await call(event('POST', '/things'));
    expect(res).toEqual({ status: 400, body: { message: 'Request body is required' } });
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const res = await call(
      event('POST', '/things', { body: JSON.stringify({ name: 'x'.repeat(70_000), count: 1 }) }),
    );
    expect(res.status).toBe(413);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await call(
      event('POST', '/things', { body: 'name=a', headers: { 'content-type': 'text/plain' } }),
    );
    expect(res.status).toBe(415);
  });

  it('maps typed errors to their status in one place', async () => {
    const res = await call(event('POST', '/things', { body: JSON.stringify({ name: 'taken', count: 1 }) }));
    expect(res).toEqual({ status: 409, body: { message: 'That name is taken' } });
  });

  it('answers 401 without claims and 403 without the permission', async () => {
    expect((await call(event('GET', '/things/secret'))).status).toBe(401);
    const hr = { sub: 'u-hr', email: 'hr@example.com', token_use: 'id', iat: '1700000000' };
    expect((await call(event('GET', '/things/secret', { claims: hr }))).status).toBe(403);
    const sales = { ...hr, sub: 'u-sales', email: 'sales@example.com' };
    expect(await call(event('GET', '/things/secret', { claims: sales }))).toEqual({
      status: 200,
      body: { data: { email: 'sales@example.com' } },
    });
  });

  it("takes roles from the member record, never from the token's groups", async () => {
    const hr = {
      sub: 'u-hr',
      email: 'hr@example.com',
      token_use: 'id',
      'cognito:groups': '[SuperAdmin Sales]',
    };
    expect((await call(event('GET', '/things/secret', { claims: hr }))).status).toBe(403);
    const unknown = { sub: 'u-gone', token_use: 'id', 'cognito:groups': '[SuperAdmin]' };
    expect((await call(event('GET', '/things/secret', { claims: unknown }))).status).toBe(401);
  });

  it('refuses access tokens where an ID token is expected', async () => {
    const access = { sub: 'u-sales', token_use: 'access', 'cognito:groups': '[SuperAdmin]' };
    expect((await call(event('GET', '/things/secret', { claims: access }))).status).toBe(401);
  });

  it('hides unexpected errors behind a generic 500 message', async () => {
    const res = await call(event('GET', '/things/boom'));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('internal detail');
  });

  it('turns an unreachable dependency into 503', async () => {
    expect((await call(event('GET', '/things/busy'))).status).toBe(503);
  });

  it('answers an unknown route key with 404', async () => {
    expect((await call(event('GET', '/nothing'))).status).toBe(404);
  });

  it('refuses to build a feature whose routes and handlers disagree', () => {
    expect(() => featureLambda('things', { create }, routes)).toThrow(/missing in feature things/);
    expect(() => featureLambda('things', { create, secret, boom, busy, extra: create }, routes)).toThrow(
      /without a route: extra/,
    );
  });

  it('keeps the state of two overlapping requests apart (body, query and user)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const echo = defineHandler({
      body: z.object({ name: z.string() }),
      query: z.object({ page: z.string() }),
      run: async ({ body, query, user }) => {
        await gate;
        return { data: { name: body.name, page: query.page, email: user?.email } };
      },
    });
    const echoRoutes: RouteDef[] = [
      { method: 'POST', path: '/echo', feature: 'things', handler: 'echo', access: 'leads:read' },
    ];
    const lambda = featureLambda('things', { echo }, echoRoutes, { resolveMember });
    const send = async (name: string, page: string, sub: string, email: string) => {
      const e = event('POST', '/echo', {
        body: JSON.stringify({ name }),
        claims: { sub, email, token_use: 'id', iat: '1700000000' },
      });
      e.queryStringParameters = { page };
      const res = (await lambda(e, {} as Context)) as APIGatewayProxyStructuredResultV2;
      return JSON.parse(res.body ?? 'null');
    };
    const first = send('first', '1', 'u-sales', 'sales@example.com');
    const second = send('second', '2', 'u-both', 'both@example.com');
    // Both are parked in the handler, past every before step, when the gate opens.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await first).toEqual({ data: { name: 'first', page: '1', email: 'sales@example.com' } });
    expect(await second).toEqual({ data: { name: 'second', page: '2', email: 'both@example.com' } });
  });
});
