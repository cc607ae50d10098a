import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Issue 14, finding 8: the member directory served from the member records
 * (a Query, searched anywhere in the e-mail or display name, paged and
 * bounded), display names, and resending an invitation.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON
const emails = (res: { json: Record<string, any> }) =>
  res.json.data.items.map((m: { email: string }) => m.email);
const list = (query: string) => api(stack, 'GET', `/admin/members${query}`, { token: admin });
/** Every page of a listing, at the largest page size (the shared stack can hold more members than one page). */
async function everyPage(query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor = '';
  do {
    const page = await list(`?limit=60${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    seen.push(...emails(page));
    cursor = page.json.data.nextCursor ?? '';
  } while (cursor);
  return seen;
}
const invite = (body: unknown) =>
  api(stack, 'POST', '/admin/add-member', { token: admin, body: body as object });

// The directory lists every member of the shared stack: this file's members carry a tag of
// their own, and the listings are narrowed to it where other files' members would show.
const TAG = `dir${Math.random().toString(36).slice(2, 7)}`;
const ONE = `sales.one.${TAG}@example.com`;
const TWO = `sales.two.${TAG}@example.com`;

describe('member directory (GET /admin/members): member records, searched anywhere', () => {
  beforeAll(async () => {
    await createMember(stack, ONE, ['Sales']);
    const two = await createMember(stack, TWO, ['Sales', 'Marketing']);
    const named = await api(stack, 'PUT', '/user/profile', {
      token: two,
      body: { displayName: 'Zoë Núñez' },
    });
    expect(named.status).toBe(200);
  });

  it('lists members in e-mail order with roles, status and display name', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(emails(res)).toEqual([...emails(res)].sort());
    const admins = await list(`?q=${encodeURIComponent(TEST_ADMIN.email)}`);
    expect(admins.json.data.items[0]).toMatchObject({ roles: ['SuperAdmin'], status: 'CONFIRMED' });
    const mine = await list(`?q=${TAG}`);
    expect(emails(mine)).toEqual([ONE, TWO]);
    expect(mine.json.data.items[1]).toMatchObject({
      roles: ['Marketing', 'Sales'],
      displayName: 'Zoë Núñez',
    });
  });

  it('matches anywhere in the e-mail or the name, ignoring case and accents', async () => {
    expect(emails(await list(`?q=ALES.TWO.${TAG.toUpperCase()}`))).toEqual([TWO]);
    expect(emails(await list('?q=nunez'))).toEqual([TWO]);
    expect(emails(await list('?q=zo%C3%AB'))).toEqual([TWO]);
    expect(emails(await list('?q=example.com'))).toEqual(emails(await list('')));
    expect(emails(await list('?q=nobody'))).toEqual([]);
  });

  it('filters by role, alone and with the search', async () => {
    const marketing = await everyPage('&role=Marketing');
    expect(marketing).toContain(TWO);
    expect(marketing).not.toContain(ONE);
    expect(emails(await list(`?role=Marketing&q=${TAG}`))).toEqual([TWO]);
    expect(emails(await list(`?role=Sales&q=one.${TAG}`))).toEqual([ONE]);
  });

  it('pages with a cursor: every member once, in order, and a search page the same way', async () => {
    const all = await everyPage('');
    expect(all).toEqual([...all].sort());
    expect(all).toContain(TWO);
    for (const filter of ['', '&q=example']) {
      const seen: string[] = [];
      let cursor = '';
      do {
        const page = await list(`?limit=2${filter}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.json.data.items.length).toBeLessThanOrEqual(2);
        seen.push(...emails(page));
        cursor = page.json.data.nextCursor ?? '';
      } while (cursor);
      expect(seen).toEqual(all);
    }
  });

  it('rejects an unknown role, a bad limit, an overlong search and a forged cursor with 400', async () => {
    expect((await list('?role=Pirate')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list(`?q=${'a'.repeat(300)}`)).status).toBe(400);
    const forged = await list('?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe(MEMBER_TEXTS.invalidCursor);
  });
});

describe('resend an invitation (POST /admin/resend-invite)', () => {
  const resend = (email: string) =>
    api(stack, 'POST', '/admin/resend-invite', { token: admin, body: { email } });
  const invitations = (email: string) =>
    stack.outbox.list().filter((m) => m.to.includes(email) && /invited/i.test(m.subject));

  it('mails a new temporary password to an invitee from before member records, once a minute', async () => {
    const email = 'old.invitee@example.com';
    const { AdminCreateUserCommand, CognitoIdentityProviderClient } = await import(
      '@aws-sdk/client-cognito-identity-provider'
    );
    const client = new CognitoIdentityProviderClient({
      endpoint: stack.runtimeConfig.cognitoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: stack.runtimeConfig.userPoolId,
        Username: email,
        TemporaryPassword: 'First-Temp-Passw0rd!',
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    client.destroy();
    const res = await resend(email);
    expect(res.status).toBe(200);
    const mails = invitations(email);
    expect(mails).toHaveLength(2);
    const newest = codeFromMail(mails[0]?.html ?? '');
    expect(newest).not.toBe('First-Temp-Passw0rd!');
    expect(newest).toMatch(/^.{16}$/);
    expect((await list('?q=old.invitee')).json.data.items[0]).toMatchObject({
      status: 'FORCE_CHANGE_PASSWORD',
    });

    const again = await resend(email);
    expect(again.status).toBe(429);
    expect(again.json.message).toBe(MEMBER_TEXTS.resendTooSoon);
    expect(invitations(email)).toHaveLength(2);
  });

  it('paces an invitation just sent, refuses an active member (409) and answers 404 for a stranger', async () => {
    await invite({ email: 'fresh.invitee@example.com', roles: ['Employee'] });
    expect((await resend('fresh.invitee@example.com')).status).toBe(429);
    const active = await resend(ONE);
    expect(active.status).toBe(409);
    expect(active.json.message).toBe(MEMBER_TEXTS.alreadyActive);
    expect((await resend('stranger@example.com')).status).toBe(404);
  });
});

describe('display name (PUT /user/profile)', () => {
  it("is the member's own, validated like a person name, and returned by get-profile", async () => {
    const token = await createMember(stack, 'named@example.com', ['Employee']);
    const bad = await api(stack, 'PUT', '/user/profile', { token, body: { displayName: '<img src=x>' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.displayName).toBeTruthy();
    const ok = await api(stack, 'PUT', '/user/profile', { token, body: { displayName: '  Ananya Rao ' } });
    expect(ok.status).toBe(200);
    const profile = await api(stack, 'GET', '/user/get-profile', { token });
    expect(profile.json.data.data).toMatchObject({ email: 'named@example.com', displayName: 'Ananya Rao' });
    expect(emails(await list('?q=ananya'))).toEqual(['named@example.com']);
  });
});
