import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createMember, MEMBER_PASSWORD, nextSecond } from '../support/auth-users';
import { api, signIn, startFreshTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Issue 14, findings 2 and 3 against the real local stack (dynalite,
 * cognito-local): the server reads each member's current roles from their
 * member record, so removals and demotions take effect within 5 s whatever
 * the old ID token says; and the last-SuperAdmin guard holds under
 * concurrent requests and does not count invitees who never signed in.
 */
let stack: Awaited<ReturnType<typeof startFreshTestStack>>;
let admin: string;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  // A fresh stack: the last-SuperAdmin guard counts every SuperAdmin, so no other file's may exist.
  stack = await startFreshTestStack();
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  cognito = new CognitoIdentityProviderClient({
    endpoint: stack.runtimeConfig.cognitoEndpoint,
    region: stack.runtimeConfig.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  cognito?.destroy();
  await stack?.dispose();
});

const LEADS = '/admin/get-contact-leads';
const setRoles = (email: string, roles: string[], token = admin) =>
  api(stack, 'PUT', '/admin/member-roles', { token, body: { email, roles } });
const remove = (email: string, token = admin) =>
  api(stack, 'DELETE', '/admin/member', { token, body: { email } });

/** Calls `probe` until it returns something other than `from`, for at most `ms`; returns it and the time taken. */
async function until<T>(probe: () => Promise<T>, from: T, ms = 6_000) {
  const start = Date.now();
  let value = await probe();
  while (value === from && Date.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 100));
    value = await probe();
  }
  return { value, elapsed: Date.now() - start };
}

function refresh(refreshToken: string) {
  return cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.runtimeConfig.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}

async function signInFull(email: string, password = MEMBER_PASSWORD) {
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.runtimeConfig.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return {
    id: out.AuthenticationResult?.IdToken as string,
    refresh: out.AuthenticationResult?.RefreshToken as string,
  };
}

// Independent members: run concurrently so the four 5 s windows overlap.
describe.concurrent('finding 2: rights follow the member record, not the old token', () => {
  it('a demoted member loses the role within 5 s, is signed out of Cognito, and keeps no export', async ({
    expect,
  }) => {
    const old = await createMember(stack, 'demoted.sales@example.com', ['Sales']);
    const session = await signInFull('demoted.sales@example.com');
    const status = async () => (await api(stack, 'GET', LEADS, { token: old })).status;
    expect(await status()).toBe(200);
    expect((await setRoles('demoted.sales@example.com', ['Employee'])).status).toBe(200);
    const { value, elapsed } = await until(status, 200);
    expect(value).toBe(401);
    expect(elapsed).toBeLessThanOrEqual(5_500);
    expect((await api(stack, 'GET', '/admin/leads/contact/export', { token: old })).status).toBe(401);
    // Global sign-out: the refresh token no longer gives new tokens.
    await expect(refresh(session.refresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // A fresh sign-in (after the second of the change) works and carries only the new role.
    await nextSecond();
    const fresh = await signIn(stack, 'demoted.sales@example.com', MEMBER_PASSWORD);
    expect((await api(stack, 'GET', LEADS, { token: fresh })).status).toBe(403);
    const profile = await api(stack, 'GET', '/user/get-profile', { token: fresh });
    expect(profile.json.data.data.roles).toEqual(['Employee']);
  });

  it("a deleted member's token stops working within 5 s", async ({ expect }) => {
    const old = await createMember(stack, 'deleted.sales@example.com', ['Sales']);
    const status = async () => (await api(stack, 'GET', LEADS, { token: old })).status;
    expect(await status()).toBe(200);
    expect((await remove('deleted.sales@example.com')).status).toBe(200);
    const { value, elapsed } = await until(status, 200);
    expect(value).toBe(401);
    expect(elapsed).toBeLessThanOrEqual(5_500);
  });

  it("a demoted SuperAdmin's old token cannot restore its role or touch the other admin", async ({
    expect,
  }) => {
    const old = await createMember(stack, 'former.admin@example.com', ['SuperAdmin']);
    expect((await api(stack, 'GET', '/admin/members', { token: old })).status).toBe(200);
    expect((await setRoles('former.admin@example.com', ['Employee'])).status).toBe(200);
    // Member management reads the record fresh on every call: no 5 s window here.
    expect((await setRoles('former.admin@example.com', ['SuperAdmin'], old)).status).toBe(401);
    expect((await remove(TEST_ADMIN.email, old)).status).toBe(401);
    const list = await api(stack, 'GET', '/admin/members?q=former.admin', { token: admin });
    expect(list.json.data.items[0].roles).toEqual(['Employee']);
  });

  it('get-profile returns the current roles; a promotion needs no new sign-in', async ({ expect }) => {
    const old = await createMember(stack, 'promoted@example.com', ['Employee']);
    const roles = async () =>
      JSON.stringify((await api(stack, 'GET', '/user/get-profile', { token: old })).json.data?.data?.roles);
    expect(await roles()).toBe('["Employee"]');
    expect((await setRoles('promoted@example.com', ['Employee', 'HR'])).status).toBe(200);
    const { value, elapsed } = await until(roles, '["Employee"]');
    expect(value).toBe('["HR","Employee"]');
    expect(elapsed).toBeLessThanOrEqual(5_500);
    expect((await api(stack, 'GET', '/admin/jobs', { token: old })).status).toBe(200);
  });
});

describe('finding 3: the last-SuperAdmin guard', () => {
  /** A member made SuperAdmin through the app (the guard counts only SuperAdmins saved by the app). */
  async function superAdmin(email: string): Promise<string> {
    await createMember(stack, email, ['Employee']);
    expect((await setRoles(email, ['Employee', 'SuperAdmin'])).status).toBe(200);
    return signIn(stack, email, MEMBER_PASSWORD);
  }

  it('does not count an invited SuperAdmin until they have signed in (Cognito status at check time)', async () => {
    const email = 'pending.admin@example.com';
    const invited = await api(stack, 'POST', '/admin/add-member', {
      token: admin,
      body: { email, roles: ['SuperAdmin'] },
    });
    expect(invited.status).toBe(201);
    const demote = await setRoles(TEST_ADMIN.email, ['Employee']);
    expect(demote.status).toBe(409);
    expect(demote.json.message).toContain('last SuperAdmin');

    // The invitee sets their password in Cognito; they have not called the API yet.
    const temporary = codeFromMail(stack.outbox.list().find((m) => m.to.includes(email))?.html ?? '');
    const first = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.runtimeConfig.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: temporary },
      }),
    );
    const done = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.runtimeConfig.userPoolClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: MEMBER_PASSWORD },
      }),
    );
    expect((await setRoles(TEST_ADMIN.email, ['Employee'])).status).toBe(200);
    const token = done.AuthenticationResult?.IdToken as string;
    expect((await setRoles(TEST_ADMIN.email, ['SuperAdmin'], token)).status).toBe(200);
    await nextSecond();
    admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await remove(email)).status).toBe(200);
  });

  let round = 0;
  /** Two SuperAdmins a and b (the seeded admin steps down) run `act` on each other at the same moment. */
  async function race(act: (email: string, token: string) => Promise<{ status: number }>) {
    round++;
    const a = { email: `race${round}.a@example.com`, token: await superAdmin(`race${round}.a@example.com`) };
    const b = { email: `race${round}.b@example.com`, token: await superAdmin(`race${round}.b@example.com`) };
    expect((await setRoles(TEST_ADMIN.email, ['Employee'], a.token)).status).toBe(200);
    const results = await Promise.all([act(b.email, a.token), act(a.email, b.token)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused by the guard (409), or, if the winner's change landed first, by its own check (401).
    expect([401, 409]).toContain(statuses[1]);
    const winner = results[0]?.status === 200 ? a : b;
    const left = await api(stack, 'GET', '/admin/members?role=SuperAdmin', { token: winner.token });
    expect(left.json.data.items.map((m: { email: string }) => m.email)).toEqual([winner.email]);
    // Hand the role back to the seeded admin, who then removes the winner: one SuperAdmin again.
    expect((await setRoles(TEST_ADMIN.email, ['SuperAdmin'], winner.token)).status).toBe(200);
    await nextSecond();
    admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await remove(winner.email)).status).toBe(200);
  }

  it.each([
    ['demotions', (email: string, token: string) => setRoles(email, ['Employee'], token)],
    ['deletions', (email: string, token: string) => remove(email, token)],
  ])('two concurrent %s of the only two SuperAdmins: exactly one succeeds (3 races)', async (_kind, act) => {
    for (let i = 0; i < 3; i++) await race(act);
  });
});
