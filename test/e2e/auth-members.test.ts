import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { MESSAGES } from '@app/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitSignIn } from '../support/auth-ui';
import { createMember, nextSecond } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
// Other files' members share the stack: this file's carry a tag of their own.
const TAG = `m${Math.random().toString(36).slice(2, 7)}`;
const SALLY = `sally.sales.${TAG}@example.com`;
const MARK = `mark.marketing.${TAG}@example.com`;
const LEAVING = `leaving.${TAG}@example.com`;
const INVITEE = `invitee.${TAG}@example.com`;
const OUTAGE = `outage.${TAG}@example.com`;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  const sally = await createMember(stack, SALLY, ['Sales']);
  await api(stack, 'PUT', '/user/profile', { token: sally, body: { displayName: 'Sally Fernandes' } });
  await createMember(stack, MARK, ['Marketing']);
  await createMember(stack, LEAVING, ['Employee']);
  context = await browser.newContext();
  page = await context.newPage();
  await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password, '/admin/add-member');
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
});
afterAll(async () => {
  await context?.close();
  await closeContexts(browser);
  await stack?.dispose();
});

const row = (email: string) => page.locator(`tr[data-email="${email}"]`);
const emails = () =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-email')));

describe('member management as the SuperAdmin', () => {
  it('lists every member with roles and status; the own row cannot be deleted', async () => {
    // The shared stack holds other files' members too: load every page, as a person scrolling down would.
    await row(TEST_ADMIN.email).waitFor();
    const more = page.getByRole('button', { name: 'Load more' });
    for (let i = 0; i < 20 && (await more.isVisible()); i++) {
      const shown = await page.locator('tbody tr').count();
      await more.click();
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(shown);
    }
    await row(SALLY).waitFor();
    // Every member of the directory, this file's among them.
    const token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const directory: string[] = [];
    let cursor = '';
    do {
      const res = await api(stack, 'GET', `/admin/members?limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
        token,
      });
      directory.push(...res.json.data.items.map((m: { email: string }) => m.email));
      cursor = res.json.data.nextCursor ?? '';
    } while (cursor);
    expect((await emails()).sort()).toEqual(directory.sort());
    expect(directory).toEqual(expect.arrayContaining([TEST_ADMIN.email, LEAVING, MARK, SALLY]));
    expect(await row(MARK).getByText('Marketing', { exact: true }).isVisible()).toBe(true);
    expect(await row(TEST_ADMIN.email).getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
  });

  it('searches anywhere in the e-mail or name and filters by role, with the empty state', async () => {
    const search = page.getByLabel('Search by e-mail or name');
    await search.fill(`marketing.${TAG}`);
    await expect.poll(emails).toEqual([MARK]);
    await search.fill('FERNAND');
    await expect.poll(emails).toEqual([SALLY]);
    expect(await row(SALLY).getByText('Sally Fernandes').isVisible()).toBe(true);
    await search.fill('zzz');
    await page.getByText(MESSAGES.noMembersFound).waitFor();
    await page.getByText(MESSAGES.noMembersFoundHint).waitFor();
    // The role filter within this file's members (the search stays on the tag from here).
    await search.fill(TAG);

    const role = page.getByRole('combobox', { name: 'Role' });
    await role.selectOption({ label: 'Sales' });
    await expect.poll(emails).toEqual([SALLY]);
    await role.selectOption({ label: 'Content Writer' });
    await page.getByText(MESSAGES.noMembersFound).waitFor();
    await role.selectOption({ label: 'Sales' });
    await expect.poll(emails).toEqual([SALLY]);
  });

  it('edits roles; the member gets them on their next token', async () => {
    await row(SALLY).getByRole('button', { name: 'Edit roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit roles' });
    await dialog.getByRole('checkbox', { name: 'Sales' }).uncheck();
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await dialog.getByText(MESSAGES.rolesMin).waitFor();
    await dialog.getByRole('checkbox', { name: 'HR' }).check();
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await page.getByText(MESSAGES.rolesUpdated).waitFor();
    // Sales was removed: tokens up to the end of this second are refused.
    await nextSecond();
    const token = await signIn(stack, SALLY, 'Member-Passw0rd!');
    const profile = await api(stack, 'GET', '/user/get-profile', { token });
    expect(profile.json.data.data.roles).toEqual(['HR']);
  });

  it('answers an invitation for an existing member with the clear 409 message', async () => {
    const form = page.getByRole('form', { name: 'Invite member' });
    await form.getByLabel('Email').fill(`Mark.Marketing.${TAG}@example.com`);
    await form.getByRole('checkbox', { name: 'Sales' }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('A member with this e-mail already exists.').first().waitFor();
    await form.getByLabel('Email').fill('not an email');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    // Beside the field and in the form's error summary (issue 27).
    await form.getByText(MESSAGES.enterValidEmail).first().waitFor();
    expect(await form.getByText(MESSAGES.enterValidEmail).count()).toBe(2);
  });

  it('offers "Resend invitation" only to invitees; a resend right after the invitation is paced', async () => {
    const form = page.getByRole('form', { name: 'Invite member' });
    await form.getByLabel('Email').fill(INVITEE);
    await form.getByRole('checkbox', { name: 'Employee' }).check();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(MESSAGES.invitationSent).waitFor();
    const invitee = row(INVITEE);
    await invitee.getByText('Invited').waitFor();
    expect(await row(SALLY).getByRole('button', { name: 'Resend invitation' }).count()).toBe(0);
    await invitee.getByRole('button', { name: 'Resend invitation' }).click();
    await page.getByText(MEMBER_TEXTS.resendTooSoon).waitFor();
  });

  it('deletes a member after the confirmation', async () => {
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'All roles' });
    await row(LEAVING).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete member' });
    await dialog.getByText(LEAVING).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row(LEAVING).count()).toBe(1);

    await row(LEAVING).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete member' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(MESSAGES.memberDeleted).waitFor();
    await expect.poll(() => row(LEAVING).count()).toBe(0);
    await expect(signIn(stack, LEAVING, 'Member-Passw0rd!')).rejects.toThrow();
  });

  it("shows 'Failed to delete member' when the server refuses without a reason", async () => {
    await createMember(stack, OUTAGE, ['Employee']);
    await page.reload();
    await page.getByLabel('Search by e-mail or name').fill(TAG);
    await row(OUTAGE).getByRole('button', { name: 'Delete' }).click();
    await stack.parts.cognito.stop();
    try {
      await page
        .getByRole('dialog', { name: 'Delete member' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText(MESSAGES.failedToDeleteMember).waitFor();
    } finally {
      await stack.parts.cognito.start();
    }
  });
});
