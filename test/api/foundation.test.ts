import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

const require = createRequire(import.meta.url);
// cognito-local signs with a published key; forging with it proves the gateway checks more than the signature.
const cognitoKey = createPrivateKey(require('cognito-local/lib/keys/cognitoLocal.private.json').pem);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let adminToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  adminToken = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

function forge(
  claims: Record<string, unknown>,
  opts: { key?: Parameters<SignJWT['sign']>[0]; exp?: number } = {},
) {
  const valid = decodeJwt(adminToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...valid, exp: opts.exp ?? now + 600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .sign(opts.key ?? cognitoKey);
}

describe('foundation API on the embedded stack', () => {
  it('GET /health answers 200 JSON', async () => {
    const res = await api(stack, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json.data.status).toBe('ok');
  });

  it('get-profile returns email and roles for the seeded SuperAdmin (data.data)', async () => {
    const res = await api(stack, 'GET', '/user/get-profile', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.data.data.email).toBe(TEST_ADMIN.email);
    expect(res.json.data.data.roles).toEqual(['SuperAdmin']);
  });

  it('get-profile without a token is 401', async () => {
    expect((await api(stack, 'GET', '/user/get-profile')).status).toBe(401);
  });

  it('a forged token with a valid signature still passes (control for the cases below)', async () => {
    const token = await forge({});
    expect((await api(stack, 'GET', '/user/get-profile', { token })).status).toBe(200);
  });

  it.each([
    [
      'tampered payload',
      async () => {
        const [h, , s] = adminToken.split('.');
        const payload = Buffer.from(
          JSON.stringify({ ...decodeJwt(adminToken), 'cognito:groups': ['SuperAdmin', 'HR'] }),
        ).toString('base64url');
        return `${h}.${payload}.${s}`;
      },
    ],
    ['expired', () => forge({}, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['wrong audience', () => forge({ aud: 'some-other-client' })],
    ['wrong issuer', () => forge({ iss: 'http://evil.example.com/pool' })],
    ['access token instead of ID token', () => forge({ token_use: 'access' })],
    [
      'signed by another key',
      () => forge({}, { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }),
    ],
    [
      'alg none',
      async () => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(decodeJwt(adminToken))}.`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ])('a %s token gets 401', async (_name, make) => {
    const token = await make();
    const res = await api(stack, 'GET', '/user/get-profile', { token });
    expect(res.status).toBe(401);
    expect(res.json.message).toBeTypeOf('string');
  });

  it('unknown routes get a JSON 404 and wrong methods a 405, never a 500', async () => {
    const unknown = await api(stack, 'GET', '/no/such/route');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toContain('/api/v1/no/such/route');
    const wrong = await api(stack, 'DELETE', '/health');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('malformed JSON sent to an API route is a 4xx, not a 500', async () => {
    const res = await api(stack, 'POST', '/health', { body: '{"broken": ' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('serves the runtime config the SPA reads', async () => {
    const res = await fetch(`${stack.url}/config.json`);
    const config = await res.json();
    expect(config).toMatchObject({
      apiBase: '/api/v1',
      userPoolId: expect.any(String),
      userPoolClientId: expect.any(String),
    });
    expect(config.cognitoEndpoint).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('serves the SPA on the same origin, with the shell for admin routes', async () => {
    const home = await fetch(`${stack.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<div id="root"[^>]*>/);
    const admin = await fetch(`${stack.url}/admin/contact-leads`);
    expect(admin.status).toBe(200);
  });

  it('records mail sent through the SES API in the outbox', async () => {
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    const ses = new SESv2Client({
      endpoint: stack.env.SES_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@example.com',
        Destination: { ToAddresses: ['visitor@example.com'] },
        ReplyToAddresses: ['sales@example.com'],
        Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Body text' } } } },
      }),
    );
    const mail = stack.outbox.list().find((m) => m.subject === 'Hello');
    expect(mail).toMatchObject({
      to: ['visitor@example.com'],
      replyTo: ['sales@example.com'],
      text: 'Body text',
    });
    const page = await (await fetch(`${stack.url}/_local/outbox`)).text();
    expect(page).toContain('Hello');
  });
});
