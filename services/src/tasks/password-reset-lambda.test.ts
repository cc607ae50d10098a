import { createServer, type Server } from 'node:http';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The AWS call shapes of ending a member's sessions (issue 25 finding 2): the
 * PostConfirmation trigger after a forgot-password reset, and the same two
 * steps behind a password change and "sign out everywhere". A recording
 * endpoint stands in for DynamoDB and Cognito and answers `{}`, so these
 * check the wire requests the SDK sends in AWS (target header and JSON body).
 */
let server: Server;
const seen: Array<{ target: string; body: Record<string, unknown> }> = [];
let trigger: typeof import('./password-reset-lambda');
let sessions: typeof import('../lib/end-sessions');

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      seen.push({ target: String(req.headers['x-amz-target']), body: JSON.parse(text || '{}') });
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  Object.assign(process.env, {
    COGNITO_ENDPOINT: endpoint,
    DYNAMODB_ENDPOINT: endpoint,
    TABLE_NAME: 'site-test',
    USER_POOL_ID: 'eu-west-1_EnvPool',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
  trigger = await import('./password-reset-lambda');
  sessions = await import('../lib/end-sessions');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const event = (triggerSource: string): PostConfirmationTriggerEvent =>
  ({
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_EventPool',
    userName: '7d1c-username',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { sub: '7d1c-sub', email: 'm@example.com' } },
    response: {},
  }) as PostConfirmationTriggerEvent;

const revocation = (sub: string, at: Date) => ({
  target: 'DynamoDB_20120810.UpdateItem',
  body: expect.objectContaining({
    TableName: 'site-test',
    Key: { pk: { S: `MEMBER#${sub}` }, sk: { S: 'MEMBER' } },
    UpdateExpression: 'SET validAfter = :validAfter, updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted)',
    ExpressionAttributeValues: {
      ':validAfter': { N: String(Math.ceil(at.getTime() / 1000)) },
      ':now': { S: at.toISOString() },
    },
  }),
});

describe('ending every session of a member (AWS call shapes)', () => {
  it('a forgot-password reset moves validAfter, then signs the member out in the pool of the event', async () => {
    seen.length = 0;
    const before = Math.ceil(Date.now() / 1000);
    const e = event('PostConfirmation_ConfirmForgotPassword');
    expect(await trigger.handler(e)).toBe(e);
    expect(seen.map((s) => s.target)).toEqual([
      'DynamoDB_20120810.UpdateItem',
      'AWSCognitoIdentityProviderService.AdminUserGlobalSignOut',
    ]);
    const values = (seen[0]?.body.ExpressionAttributeValues ?? {}) as Record<string, { N: string }>;
    expect(Number(values[':validAfter']?.N)).toBeGreaterThanOrEqual(before);
    expect(seen[1]?.body).toEqual({ UserPoolId: 'eu-west-1_EventPool', Username: '7d1c-username' });
  });

  it('other confirmations pass through without a call', async () => {
    seen.length = 0;
    const e = event('PostConfirmation_ConfirmSignUp');
    expect(await trigger.handler(e)).toBe(e);
    expect(seen).toEqual([]);
  });

  it('a password change or "sign out everywhere": the same two steps, by sub, in the stage pool', async () => {
    seen.length = 0;
    const at = new Date('2026-03-04T05:06:07.500Z');
    await sessions.endEverySession({ sub: 'ab12-sub' }, at);
    expect(seen).toEqual([
      revocation('ab12-sub', at),
      {
        target: 'AWSCognitoIdentityProviderService.AdminUserGlobalSignOut',
        body: { UserPoolId: 'eu-west-1_EnvPool', Username: 'ab12-sub' },
      },
    ]);
  });
});
