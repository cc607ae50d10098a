import { generateKeyPairSync } from 'node:crypto';
import { request } from 'node:http';
import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, forgeToken, tamperToken } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Auth abuse across EVERY protected route (test/api/foundation.test.ts checks
 * these token forgeries on one route; test/api/permission-matrix.test.ts checks
 * no/tampered/expired tokens and the role matrix on every route). Here every
 * forgery meets every route, and admin data is probed through alternative
 * spellings of the paths a proxy might route differently.
 */
const PROTECTED = (API_ROUTES as readonly RouteDef[]).filter((r) => r.access !== 'public');

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
const forged = new Map<string, string>();

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  const employee = await createMember(stack, 'abuse.employee@example.com', ['Employee']);
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = decodeJwt(admin);
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  forged.set('alg none', `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`);
  forged.set('alg none, no dot', `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}`);
  forged.set(
    'HS256 with the public key id',
    await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'CognitoLocal' })
      .sign(new TextEncoder().encode('secret')),
  );
  forged.set(
    'wrong signature',
    await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(otherKey),
  );
  forged.set('wrong issuer', await forgeToken(admin, { iss: 'http://evil.example.com/pool' }));
  forged.set('wrong audience', await forgeToken(admin, { aud: 'another-client' }));
  forged.set('expired', await forgeToken(admin, { exp: Math.floor(Date.now() / 1000) - 60 }));
  forged.set('not yet valid', await forgeToken(admin, { nbf: Math.floor(Date.now() / 1000) + 3600 }));
  forged.set('access token', await forgeToken(admin, { token_use: 'access' }));
  forged.set('roles edited in the payload', tamperToken(employee, { 'cognito:groups': ['SuperAdmin'] }));
  forged.set('empty', '');
  forged.set('Bearer prefix only', 'Bearer ');
});
afterAll(async () => {
  await stack?.dispose();
});

function call(route: RouteDef, token?: string, headers: Record<string, string> = {}) {
  const path = route.path.replace(/\{(\w+)\+?\}/g, 'abuse-id');
  return api(stack, route.method, path, { token, headers, body: route.method === 'GET' ? undefined : {} });
}

/** A raw request, so the path reaches the gateway exactly as written (fetch would normalise it). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('auth abuse on every protected route', () => {
  it.each(PROTECTED.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses every forged token with 401',
    async (_name, route) => {
      for (const [kind, token] of forged) {
        const res = await call(route, token);
        expect(res.status, `${kind}: ${JSON.stringify(res.json)}`).toBe(401);
        expect(res.json.message, kind).toBeTypeOf('string');
      }
    },
  );

  it('a valid token in the wrong place (Authorization header, query, cookie) is not accepted', async () => {
    for (const route of PROTECTED.filter((r) => r.method === 'GET')) {
      const path = route.path.replace(/\{(\w+)\+?\}/g, 'abuse-id');
      for (const headers of [{ authorization: `Bearer ${admin}` }, { cookie: `token=${admin}` }] as Record<
        string,
        string
      >[]) {
        const res = await api(stack, 'GET', path, { headers });
        expect(res.status, `${path} ${Object.keys(headers)[0]}`).toBe(401);
      }
      const q = await api(stack, 'GET', `${path}${path.includes('?') ? '&' : '?'}token=${admin}`);
      expect(q.status, `${path} ?token=`).toBe(401);
    }
  });

  it('admin GET routes (lists, export, download) are unreachable through alternative path spellings', async () => {
    const gets = PROTECTED.filter((r) => r.method === 'GET').map((r) =>
      r.path.replace(/\{(\w+)\+?\}/g, 'contact'),
    );
    for (const path of gets) {
      const variants = [
        `/api/v1${path}`,
        `/api/v1${path}/`,
        `/api/v1/${path}`,
        `/api/v1${path.toUpperCase()}`,
        `/api/v1${path.replaceAll('/', '%2F')}`,
        `/api/v1/health/..${path}`,
        `/api/v1/careers/openings/..%2F..${path}`,
        `/api/v1${path}%00`,
        `/api/v1${path};.json`,
        `/api//v1${path}`,
      ];
      for (const variant of variants) {
        const res = await rawGet(variant);
        // Either refused (401) or not a route at all (404/405/400); never data.
        expect([400, 401, 404, 405], `${variant} -> ${res.status} ${res.body.slice(0, 120)}`).toContain(
          res.status,
        );
        expect(res.body, variant).not.toContain('"items"');
      }
    }
  });

  it('a seeded admin token is still accepted on every route family (control)', async () => {
    const res = await api(stack, 'GET', '/admin/get-contact-leads', { token: admin });
    expect(res.status).toBe(200);
  });
});
