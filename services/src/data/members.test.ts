import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The AWS call shapes of what cognito-local lacks (the local stack shims
 * them, services/local/cognito-shims.ts): global sign-out and resending an
 * invitation. A recording endpoint answers `{}`, so these check the exact
 * wire request the SDK sends to Cognito in AWS (target header and JSON body).
 */
let server: Server;
const seen: Array<{ target: string; body: Record<string, unknown> }> = [];
let members: typeof import('./members');

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
  const address = server.address() as { port: number };
  Object.assign(process.env, {
    COGNITO_ENDPOINT: `http://127.0.0.1:${address.port}`,
    USER_POOL_ID: 'eu-west-1_TestPool',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
  members = await import('./members');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Cognito calls cognito-local lacks', () => {
  it('signs a member out everywhere with AdminUserGlobalSignOut', async () => {
    seen.length = 0;
    await members.signOutEverywhere('0f9e-sub');
    expect(seen).toEqual([
      {
        target: 'AWSCognitoIdentityProviderService.AdminUserGlobalSignOut',
        body: { UserPoolId: 'eu-west-1_TestPool', Username: '0f9e-sub' },
      },
    ]);
  });

  it('resends an invitation with AdminCreateUser, MessageAction RESEND and a new temporary password', async () => {
    seen.length = 0;
    await members.resendInvitation('invitee@example.com');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.target).toBe('AWSCognitoIdentityProviderService.AdminCreateUser');
    expect(seen[0]?.body).toEqual({
      UserPoolId: 'eu-west-1_TestPool',
      Username: 'invitee@example.com',
      MessageAction: 'RESEND',
      TemporaryPassword: expect.stringMatching(/^.{16}$/),
      DesiredDeliveryMediums: ['EMAIL'],
    });
  });
});
