import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createMember, MEMBER_PASSWORD, nextSecond } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 25, findings 2 and 8 against the real local stack: a password change,
 * a forgot-password reset and "sign out everywhere" end every other session
 * (old ID tokens refused within 5 s, old refresh tokens mint nothing), a
 * sign-out ends this device's session only; and the local sign-in locks an
 * account after 5 wrong passwords or codes, with Cognito's error names.
 * Every test uses members of its own, so no lockout reaches another file.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  stack = await startTestStack();
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

const NEW_PASSWORD = 'Another-Passw0rd!';
const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const clientId = () => stack.runtimeConfig.userPoolClientId as string;

async function session(email: string, password = MEMBER_PASSWORD) {
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId(),
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const result = out.AuthenticationResult ?? {};
  return {
    id: result.IdToken as string,
    access: result.AccessToken as string,
    refresh: result.RefreshToken as string,
  };
}

const refresh = (token: string) =>
  cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId(),
      AuthParameters: { REFRESH_TOKEN: token },
    }),
  );

const profileStatus = async (token: string) =>
  (await api(stack, 'GET', '/user/get-profile', { token })).status;

/** Polls the profile with the old ID token until it is refused; returns the status and the time it took. */
async function refusedWithin(token: string, ms = 6_000) {
  const start = Date.now();
  let status = await profileStatus(token);
  while (status === 200 && Date.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 100));
    status = await profileStatus(token);
  }
  return { status, elapsed: Date.now() - start };
}

/** The other tab's session is over: its ID token is refused within 5 s and its refresh token mints nothing. */
async function expectEnded(other: { id: string; refresh: string }) {
  const { status, elapsed } = await refusedWithin(other.id);
  expect(status).toBe(401);
  expect(elapsed).toBeLessThanOrEqual(5_500);
  await expect(refresh(other.refresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
}

async function resetCode(email: string): Promise<string> {
  await cognito.send(new ForgotPasswordCommand({ ClientId: clientId(), Username: email }));
  const mail = stack.outbox
    .list()
    .filter((m) => m.to.includes(email))
    .at(-1);
  return codeFromMail(mail?.html ?? '');
}

const confirmReset = (email: string, code: string, password = NEW_PASSWORD) =>
  cognito.send(
    new ConfirmForgotPasswordCommand({
      ClientId: clientId(),
      Username: email,
      ConfirmationCode: code,
      Password: password,
    }),
  );

describe.concurrent('issue 25 finding 2: a password change, reset or sign-out everywhere ends other sessions', () => {
  it("a password change ends the other tab's session; the new password signs in", async ({ expect }) => {
    const email = uniqueEmail('changes.password');
    const token = await createMember(stack, email, ['Employee']);
    const other = await session(email);
    expect(await profileStatus(other.id)).toBe(200);
    const changed = await api(stack, 'POST', '/admin/change-password', {
      token,
      body: { currentPassword: MEMBER_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    await expectEnded(other);
    // The tab that made the change signs in again with the new password and carries on.
    await nextSecond();
    const fresh = await session(email, NEW_PASSWORD);
    expect(await profileStatus(fresh.id)).toBe(200);
  });

  it('a forgot-password reset ends every session (the Cognito trigger)', async ({ expect }) => {
    const email = uniqueEmail('resets.password');
    await createMember(stack, email, ['Employee']);
    const other = await session(email);
    expect(await profileStatus(other.id)).toBe(200);
    await confirmReset(email, await resetCode(email));
    await expectEnded(other);
    await nextSecond();
    expect(await profileStatus((await session(email, NEW_PASSWORD)).id)).toBe(200);
  });

  it('"sign out everywhere" ends every session, this one included', async ({ expect }) => {
    const email = uniqueEmail('signs.out.everywhere');
    await createMember(stack, email, ['Employee']);
    const here = await session(email);
    const other = await session(email);
    const out = await api(stack, 'POST', '/admin/sign-out-everywhere', { token: here.id });
    expect(out.status).toBe(200);
    await expectEnded(other);
    await expect(refresh(here.refresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it("a sign-out revokes this device's refresh token only", async ({ expect }) => {
    const email = uniqueEmail('signs.out.here');
    await createMember(stack, email, ['Employee']);
    const here = await session(email);
    const other = await session(email);
    await cognito.send(new RevokeTokenCommand({ ClientId: clientId(), Token: here.refresh }));
    await expect(refresh(here.refresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await refresh(other.refresh)).AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe.concurrent('issue 25 finding 8: the local sign-in has Cognito guessing limits', () => {
  it('locks the account after 5 wrong passwords: the right one is refused with "Password attempts exceeded"', async ({
    expect,
  }) => {
    const email = uniqueEmail('guessed.password');
    await createMember(stack, email, ['Employee']);
    for (let i = 0; i < 5; i++)
      await expect(session(email, `Wrong-Passw0rd-${i}`)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    await expect(session(email)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('a successful sign-in clears the count of wrong passwords', async ({ expect }) => {
    const email = uniqueEmail('mistypes.password');
    await createMember(stack, email, ['Employee']);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await expect(session(email, 'Wrong-Passw0rd-x')).rejects.toThrow();
      expect((await session(email)).id).toBeTruthy();
    }
  });

  it('the change-password check counts towards the lockout and then answers 429', async ({ expect }) => {
    const email = uniqueEmail('guesses.current');
    const token = await createMember(stack, email, ['Employee']);
    const attempt = (currentPassword: string) =>
      api(stack, 'POST', '/admin/change-password', {
        token,
        body: { currentPassword, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`Wrong-Passw0rd-${i}`)).status).toBe(400);
    expect((await attempt(MEMBER_PASSWORD)).status).toBe(429);
  });

  it('locks the reset after 5 wrong codes: the right code is refused with LimitExceededException', async ({
    expect,
  }) => {
    const email = uniqueEmail('guessed.code');
    await createMember(stack, email, ['Employee']);
    const code = await resetCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expect(confirmReset(email, wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(confirmReset(email, code)).rejects.toMatchObject({ name: 'LimitExceededException' });
    // The password did not change.
    expect((await session(email)).id).toBeTruthy();
  });

  it('GlobalSignOut with the access token ends every refresh token of the member', async ({ expect }) => {
    const email = uniqueEmail('global.sign.out');
    await createMember(stack, email, ['Employee']);
    const here = await session(email);
    const other = await session(email);
    await cognito.send(new GlobalSignOutCommand({ AccessToken: here.access }));
    await expect(refresh(here.refresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(refresh(other.refresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('GlobalSignOut refuses a token that is not a valid access token', async ({ expect }) => {
    const email = uniqueEmail('global.forged');
    await createMember(stack, email, ['Employee']);
    const here = await session(email);
    await expect(cognito.send(new GlobalSignOutCommand({ AccessToken: here.id }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(
      cognito.send(new GlobalSignOutCommand({ AccessToken: 'not.a.token' })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await refresh(here.refresh)).AuthenticationResult?.IdToken).toBeTruthy();
  });
});
