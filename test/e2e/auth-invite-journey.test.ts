import { MESSAGES } from '@app/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, sessionState, submitSignIn } from '../support/auth-ui';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * The "done when" journey: the seeded SuperAdmin invites an HR member;
 * the member signs in with the temporary password from the outbox, sets their
 * own password, and then sees only the Human Resources items (Settings, for
 * their own password, stays in the sidebar).
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const HR_EMAIL = 'hr.member@example.com';
const HR_PASSWORD = 'Hr-Chosen-Passw0rd!';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeContexts(browser);
  await stack?.dispose();
});

describe('invite a member and their first sign-in', () => {
  it('sends a signed-out visitor of an admin screen to /login', async () => {
    await page.goto(`${stack.url}/admin/add-member`);
    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/add-member');
  });

  it('signs the SuperAdmin in and returns to the screen they asked for', async () => {
    await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password, '/admin/add-member');
    await page.getByText(MESSAGES.loginSuccessful).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    const session = await sessionState(page);
    expect(session.token.split('.')).toHaveLength(3);
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({
      email: TEST_ADMIN.email,
      roles: ['SuperAdmin'],
    });
  });

  it('refuses an invitation without a role, then sends one with HR', async () => {
    const form = page.getByRole('form', { name: 'Invite member' });
    await form.getByLabel('Email').fill(HR_EMAIL);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    // Beside the roles and in the form's error summary (issue 27: every failed submit lists its errors).
    await form.getByText(MESSAGES.rolesMin).first().waitFor();
    expect(await form.getByText(MESSAGES.rolesMin).count()).toBe(2);

    await form.getByRole('checkbox', { name: 'HR' }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(MESSAGES.invitationSent).waitFor();
    await page.locator(`tr[data-email="${HR_EMAIL}"]`).getByText('Invited').waitFor();
  });

  it('logs out at /admin/logout: cookie, stored user and Cognito session are gone', async () => {
    await page.goto(`${stack.url}/admin/logout`);
    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    const session = await sessionState(page);
    expect(session).toEqual({ token: '', user: null, amplifyKeys: expect.any(Array) });
    expect(session.amplifyKeys.filter((k) => /idToken|accessToken|refreshToken/.test(k))).toEqual([]);
  });

  it('lets the member sign in with the temporary password and create their account with their name', async () => {
    const temporary = await latestCode(stack, HR_EMAIL, /invited/i);
    await submitSignIn(page, stack, HR_EMAIL, temporary);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(HR_PASSWORD);
    await page.getByLabel('Confirm new password').fill(HR_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Display name is required.').waitFor();
    await page.getByLabel('Your name').fill('Hema Raghunathan');
    await page.getByLabel('Confirm new password').fill('Something-Else-1!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(MESSAGES.passwordsMismatch).waitFor();

    await page.getByLabel('Confirm new password').fill(HR_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(MESSAGES.accountCreated).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The name is theirs from now on: in the member directory (searchable) and their profile.
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const found = await api(stack, 'GET', '/admin/members?q=raghu', { token: admin });
    expect(found.json.data.items).toMatchObject([
      { email: HR_EMAIL, displayName: 'Hema Raghunathan', status: 'CONFIRMED' },
    ]);
    expect(JSON.parse((await sessionState(page)).user ?? '{}').displayName).toBe('Hema Raghunathan');
  });

  it('shows the HR member only the Human Resources items, each linking to its screen', async () => {
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(groups).toEqual(['Human Resources']);
    const hr = page.getByRole('region', { name: 'Human Resources' });
    const items = hr.getByRole('link');
    expect(await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/admin/job-query',
      '/admin/job-listings',
      '/admin/post-job',
    ]);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    expect(await sidebar.getByRole('link', { name: 'Add Member' }).count()).toBe(0);
    await hr.getByRole('link', { name: /Job Listings/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Job Listings' }).waitFor();
  });

  it('refuses the HR member a screen of another group', async () => {
    await page.goto(`${stack.url}/admin/add-member`);
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  });

  it('keeps the session across a reload (cookie + stored user), then the password works on a fresh sign-in', async () => {
    await page.goto(`${stack.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto(`${stack.url}/admin/logout`);
    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    await submitSignIn(page, stack, HR_EMAIL, HR_PASSWORD);
    await page.getByText(MESSAGES.loginSuccessful).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('picks up a role change on the next profile refresh and reloads the page', async () => {
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await api(stack, 'PUT', '/admin/member-roles', {
      token: admin,
      body: { email: HR_EMAIL, roles: ['HR', 'Sales'] },
    });
    expect(res.status).toBe(200);
    // The tab becoming visible triggers a refresh (SPEC §9) instead of waiting 30 s.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByRole('heading', { level: 2, name: 'Sales' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Sales',
      'Human Resources',
    ]);
    expect(JSON.parse((await sessionState(page)).user ?? '{}').roles.sort()).toEqual(['HR', 'Sales']);
  });
});
