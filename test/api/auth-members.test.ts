import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createMember, nextSecond } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  // A test below gives the seeded SuperAdmin a second role: the next file on the shared stack expects one.
  const token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  await api(stack, 'PUT', '/admin/member-roles', {
    token,
    body: { email: TEST_ADMIN.email, roles: ['SuperAdmin'] },
  });
  await stack?.dispose();
});

const invite = (body: unknown, token = admin) =>
  api(stack, 'POST', '/admin/add-member', { token, body: body as object });

describe('member invitation (POST /admin/add-member)', () => {
  it('creates the member in Cognito, mails the temporary password and lets them set their own', async () => {
    const res = await invite({ email: 'New.Hire@Example.com', roles: ['HR'] });
    expect(res.status).toBe(201);
    expect(res.json.data.member).toMatchObject({ email: 'new.hire@example.com', roles: ['HR'] });

    const mail = stack.outbox.list().find((m) => m.to.includes('new.hire@example.com'));
    expect(mail?.subject).toBe('You have been invited to the Moondive staff area');
    const temporary = codeFromMail(mail?.html ?? '');
    expect(temporary).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);

    const { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand } =
      await import('@aws-sdk/client-cognito-identity-provider');
    const client = new CognitoIdentityProviderClient({
      endpoint: stack.runtimeConfig.cognitoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });
    const first = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.runtimeConfig.userPoolClientId,
        AuthParameters: { USERNAME: 'new.hire@example.com', PASSWORD: temporary },
      }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.runtimeConfig.userPoolClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: 'new.hire@example.com', NEW_PASSWORD: 'Chosen-Passw0rd!' },
      }),
    );
    client.destroy();
    const profile = await api(stack, 'GET', '/user/get-profile', {
      token: done.AuthenticationResult?.IdToken,
    });
    expect(profile.json.data.data).toMatchObject({
      email: 'new.hire@example.com',
      roles: ['HR'],
      displayName: null,
    });
  });

  it('answers 409 with a clear message when the e-mail is already a member', async () => {
    const res = await invite({ email: TEST_ADMIN.email, roles: ['HR'] });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('A member with this e-mail already exists.');
  });

  it.each([
    [{ email: 'not-an-email', roles: ['HR'] }, 'email', 'Enter valid email'],
    [{ email: '', roles: ['HR'] }, 'email', 'Email is required.'],
    [{ email: 'a@example.com', roles: [] }, 'roles', 'Please select at least one role'],
    [{ email: 'a@example.com' }, 'roles', 'Please select at least one role'],
    [{ email: 'a@example.com', roles: ['Pirate'] }, 'roles.0', 'Unknown role "Pirate"'],
  ])('rejects %j with 400', async (body, field, message) => {
    const res = await invite(body);
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toContain(message);
  });

  it('accepts the spec label "Content Writer" for the ContentWriter group', async () => {
    const res = await invite({ email: 'writer@example.com', roles: ['Content Writer'] });
    expect(res.status).toBe(201);
    expect(res.json.data.member.roles).toEqual(['ContentWriter']);
  });
});

describe('roles and deletion', () => {
  it('replaces the roles, and the new token carries them', async () => {
    await createMember(stack, 'mover@example.com', ['Employee']);
    const res = await api(stack, 'PUT', '/admin/member-roles', {
      token: admin,
      body: { email: 'mover@example.com', roles: ['HR', 'Sales'] },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.member.roles).toEqual(['HR', 'Sales']);
    // Employee was removed: tokens up to the end of this second are refused.
    await nextSecond();
    const token = await signIn(stack, 'mover@example.com', 'Member-Passw0rd!');
    const profile = await api(stack, 'GET', '/user/get-profile', { token });
    expect(profile.json.data.data.roles.sort()).toEqual(['HR', 'Sales']);
  });

  it('answers 404 for an unknown member and 400 for no roles', async () => {
    const missing = await api(stack, 'PUT', '/admin/member-roles', {
      token: admin,
      body: { email: 'ghost@example.com', roles: ['HR'] },
    });
    expect(missing.status).toBe(404);
    const empty = await api(stack, 'PUT', '/admin/member-roles', {
      token: admin,
      body: { email: 'mover@example.com', roles: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.errors.roles).toBe('Please select at least one role');
  });

  it('never lets anyone delete themself', async () => {
    const res = await api(stack, 'DELETE', '/admin/member', {
      token: admin,
      body: { email: TEST_ADMIN.email },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('You cannot delete your own account.');
  });

  it('keeps the last SuperAdmin: no role removal and no deletion of them', async () => {
    const demote = await api(stack, 'PUT', '/admin/member-roles', {
      token: admin,
      body: { email: TEST_ADMIN.email, roles: ['Employee'] },
    });
    expect(demote.status).toBe(409);
    expect(demote.json.message).toContain('last SuperAdmin');

    // With a second SuperAdmin, that one may delete the first and is then the last one.
    const second = await createMember(stack, 'second.admin@example.com', ['SuperAdmin']);
    const deleteSecondBySelf = await api(stack, 'DELETE', '/admin/member', {
      token: second,
      body: { email: 'second.admin@example.com' },
    });
    expect(deleteSecondBySelf.status).toBe(409);
    const demoteOk = await api(stack, 'PUT', '/admin/member-roles', {
      token: second,
      body: { email: TEST_ADMIN.email, roles: ['SuperAdmin', 'HR'] },
    });
    expect(demoteOk.status).toBe(200);
  });

  it('deletes a member, who can then no longer sign in', async () => {
    await createMember(stack, 'leaver@example.com', ['Sales']);
    const res = await api(stack, 'DELETE', '/admin/member', {
      token: admin,
      body: { email: 'leaver@example.com' },
    });
    expect(res.status).toBe(200);
    await expect(signIn(stack, 'leaver@example.com', 'Member-Passw0rd!')).rejects.toThrow();
    const again = await api(stack, 'DELETE', '/admin/member', {
      token: admin,
      body: { email: 'leaver@example.com' },
    });
    expect(again.status).toBe(404);
  });
});
