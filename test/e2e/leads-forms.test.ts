import { SLOT_MESSAGES } from '@app/shared/meeting-slots';
import { MESSAGES } from '@app/shared/messages';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLeads, letsConnectBody, uniqueName } from '../api/leads-helpers';
import { launchBrowser } from '../support/browser';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

async function openPage(path: string, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await page.goto(`${stack.url}${path}`);
  return page;
}

async function fillContact(page: Page, name: string) {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill('browser.visitor@example.com');
  await page.getByLabel(/^Contact No/).fill('+91 98765 43210');
  // Unique per test: identical submissions (same e-mail and message) within 10 minutes merge.
  await page.getByLabel(/^Message/).fill(`Hello from the browser. (${name})`);
}

async function fillProject(page: Page, name: string) {
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email/).fill('cto@example.com');
  await page.getByLabel(/^Company Name/).fill('Browser Corp');
  await page.getByLabel(/^Website URL/).fill('browser.example.com');
  await page.getByLabel(/What are you interested in/).selectOption('Data Analytics');
  await page.getByLabel(/^Expected duration/).selectOption('6 months');
  await page.getByLabel(/^Budget/).selectOption('$25K-$50K');
  await page.getByLabel(/^Project phase/).selectOption('Existing Codebase');
  await page.getByLabel(/^Additional details/).fill(`Dashboards for our ops team. (${name})`);
}

// Direct loads of the form URLs (visitor-journeys.test.ts reaches the same forms by clicking).
describe('public lead forms on a direct load', () => {
  it('Contact Us: required hint and field errors, then success toast, stored lead and both mails', async () => {
    const page = await openPage('/contact-us');
    await page.getByText(MESSAGES.fillRequired).first().waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Name is required.').waitFor();
    expect(await page.getByText('Contact number is required.').isVisible()).toBe(true);

    const name = uniqueName('Browser');
    await fillContact(page, name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.formSubmitted).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('');

    const leads = await allLeads(stack, admin, '/admin/get-contact-leads', `q=${encodeURIComponent(name)}`);
    expect(leads).toEqual([expect.objectContaining({ fullName: name, status: 'New', notification: 'sent' })]);
    const mails = stack.outbox.list().filter((m) => (m.text ?? '').includes(name));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['browser.visitor@example.com', 'sales@example.com']);
    await page.context().close();
  });

  it('Contact Us with the mail endpoint stopped still succeeds; the lead shows as not notified', async () => {
    const page = await openPage('/contact-us');
    const name = uniqueName('Outage');
    await fillContact(page, name);
    await stack.parts.ses.stop();
    try {
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(MESSAGES.formSubmitted).waitFor();
    } finally {
      await stack.parts.ses.start();
    }
    const [lead] = await allLeads(stack, admin, '/admin/get-contact-leads', `q=${encodeURIComponent(name)}`);
    expect(lead?.notification).toBe('failed');
    await page.context().close();
  });

  it("Let's connect: option lists from SPEC §9, success toast, stored as a schedule-meeting lead", async () => {
    const page = await openPage('/lets-connect');
    const options = await page
      .getByLabel(/^Budget/)
      .locator('option')
      .allTextContents();
    expect(options.slice(1)).toEqual(['TBD', '<$10K', '$10K-$25K', '$25K-$50K', '$50K-$100K', '$100K+']);
    const name = uniqueName('Connect');
    await fillProject(page, name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.formSubmittedExclaim).waitFor();
    const [lead] = await allLeads(
      stack,
      admin,
      '/admin/get-let-us-connect-leads',
      `q=${encodeURIComponent(name)}`,
    );
    expect(lead).toMatchObject({
      interestedIn: 'Data Analytics',
      expectedTime: '6 months',
      budget: '$25K-$50K',
    });
    await page.context().close();
  });

  it("Schedule meeting: slots in the visitor's zone, the booked time stored", async () => {
    const page = await openPage('/schedule-meeting', 'America/New_York');
    await page.getByText('Times are shown in your time zone (America/New_York)').waitFor();
    const first = page.locator('input[name="slotStart"]').first();
    await first.waitFor({ state: 'attached' });
    const slot = (await first.getAttribute('value')) as string;
    const chip = page.locator(`label[for="${await first.getAttribute('id')}"]`);
    const label = await chip.textContent();
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(slot));
    expect(label?.trim()).toBe(expected);

    const name = uniqueName('Meeting');
    await fillProject(page, name);
    await chip.click();
    expect(await first.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Schedule meeting' }).click();
    await page.getByText(MESSAGES.formSubmittedExclaim).waitFor();
    const [lead] = await allLeads(
      stack,
      admin,
      '/admin/get-let-us-connect-leads',
      `q=${encodeURIComponent(name)}`,
    );
    expect(lead?.meeting).toMatchObject({ start: slot, timeZone: 'America/New_York' });
    await page.context().close();
  });

  it('Schedule meeting: a slot taken meanwhile shows the server error next to the picker and reloads', async () => {
    const page = await openPage('/schedule-meeting');
    const first = page.locator('input[name="slotStart"]').first();
    await first.waitFor({ state: 'attached' });
    const slot = (await first.getAttribute('value')) as string;
    // Someone else books it after the page loaded.
    const other = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), slotStart: slot },
    });
    expect(other.status).toBe(201);

    await fillProject(page, uniqueName('Late'));
    await page.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await page.getByRole('button', { name: 'Schedule meeting' }).click();
    await page.getByText(SLOT_MESSAGES.taken).first().waitFor();
    await page.waitForFunction(
      (taken) => !document.querySelector(`input[name="slotStart"][value="${taken}"]`),
      slot,
    );
    await page.context().close();
  });

  it.each(['/contact-us', '/lets-connect', '/schedule-meeting'])(
    '%s form has no axe violations, errors shown or not',
    async (path) => {
      const page = await openPage(path);
      await page.locator('form button[type="submit"]').waitFor();
      if (path === '/schedule-meeting')
        await page.locator('input[name="slotStart"]').first().waitFor({ state: 'attached' });
      const clean = await new AxeBuilder({ page }).include('form').analyze();
      expect(clean.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await page.locator('form button[type="submit"]').click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      const withErrors = await new AxeBuilder({ page }).include('form').analyze();
      expect(withErrors.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
        [],
      );
      await page.context().close();
    },
  );
});
