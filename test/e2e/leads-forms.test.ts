import { SLOT_MESSAGES } from '@app/shared/meeting-slots';
import { MESSAGES } from '@app/shared/messages';
import { zonedDay, zonedParts } from '@app/shared/zoned-time';
import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allLeads, letsConnectBody, uniqueName } from '../api/leads-helpers';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});
// Tests that pin the stack's clock give it back (the stack is shared with other files).
afterEach(() => {
  stack?.setNow(null);
});

/** Opens a page; with `now`, the stack and the page's clock both read that instant (the page's stays there). */
async function openPage(path: string, timezoneId?: string, now?: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  if (now) {
    stack.setNow(now);
    await context.clock.setFixedTime(now);
  }
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
    await page.getByText(MESSAGES.formSubmitted).first().waitFor();
    // The form gives way to a lasting confirmation; "Send another message" brings back an empty form.
    const panel = page.locator('[data-confirmation]');
    await panel.getByRole('heading', { name: 'Thank you, your message is with our team' }).waitFor();
    expect(await panel.textContent()).toContain('replies within one business day');
    await panel.getByRole('button', { name: 'Send another message' }).click();
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
      await page.getByText(MESSAGES.formSubmitted).first().waitFor();
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
    await page.getByText(MESSAGES.formSubmittedExclaim).first().waitFor();
    await page.getByRole('heading', { name: 'Thank you, we have your project details' }).waitFor();
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

  it("Schedule meeting in New York: Washington's 9:00-17:00 ET first, booked time on the page, .ics in the mail", async () => {
    // A normal Tuesday, midnight in New York: both offices open (the day must not depend on when CI runs).
    const page = await openPage('/schedule-meeting', 'America/New_York', '2026-12-08T05:00:00.000Z');
    // Prerendered, the picker says where the times will appear and names no zone yet (the page was
    // rendered at build time); it offers no button to ask for them (issue 30, item 3).
    expect(await page.getByRole('button', { name: 'Show available times' }).count()).toBe(0);
    // The visitor scrolls to the picker, touching nothing: the form loads, then the times in their zone.
    await page.locator('[data-slot-picker]').scrollIntoViewIfNeeded();
    await page.getByText('Times are shown in your time zone: Eastern Time (New York).').waitFor();
    await page.locator('input[name="slot"]').first().waitFor({ state: 'attached' });
    // Each day offered is a weekday, and its first office is Washington, open 9:00 AM-5:00 PM Eastern.
    const days = await page.getByRole('group', { name: 'Day' }).getByRole('button').allTextContents();
    expect(days.length).toBeGreaterThan(5);
    expect(days[0]).toMatch(/^Tue, Dec 8/);
    expect(days.filter((d) => /^(Sat|Sun)/.test(d))).toEqual([]);
    const firstOffice = page.locator('[data-office]').first();
    expect(await firstOffice.getAttribute('data-office')).toBe('washington');
    expect(await firstOffice.textContent()).toContain('open 9:00 AM – 5:00 PM Eastern Time (New York)');
    const radios = firstOffice.locator('input[name="slot"]');
    const values = await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    for (const value of values) {
      const [office, start] = value.split('#') as [string, string];
      expect(office).toBe('washington');
      const p = zonedParts(new Date(start), 'America/New_York');
      expect(p.hour * 60 + p.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(p.hour * 60 + p.minute).toBeLessThanOrEqual(16 * 60 + 30);
    }
    const labels = await firstOffice.locator('label').allTextContents();
    expect(labels.every((l) => /^(9|10|11|12|1|2|3|4):[03]0 (AM|PM)$/.test(l.trim()))).toBe(true);

    const first = radios.last();
    const [, start] = ((await first.getAttribute('value')) as string).split('#') as [string, string];
    const chip = page.locator(`label[for="${await first.getAttribute('id')}"]`);
    const name = uniqueName('Meeting');
    await fillProject(page, name);
    await chip.click();
    expect(await first.isChecked()).toBe(true);
    await page
      .getByText(
        /^Selected: .* \d{1,2}:\d{2} [AP]M Eastern Time \(New York\), with the Washington, DC office\.$/,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Schedule meeting' }).click();
    await page.getByText(MESSAGES.formSubmittedExclaim).first().waitFor();

    // The booked time stays on the page, in the visitor's zone.
    const panel = page.locator('[data-confirmation]');
    await panel.getByRole('heading', { name: 'Your meeting is booked' }).waitFor();
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(start));
    // The zone follows the time once, not wrapped in a second pair of brackets.
    expect(await panel.textContent()).toContain(`${shown} Eastern Time (New York)`);
    expect(await panel.textContent()).not.toMatch(/\([^()]*\(/);
    expect(await panel.textContent()).toContain('Washington, DC office');

    const [lead] = await allLeads(
      stack,
      admin,
      '/admin/get-let-us-connect-leads',
      `q=${encodeURIComponent(name)}`,
    );
    expect(lead?.meeting).toMatchObject({ start, timeZone: 'America/New_York', office: 'washington' });
    // The visitor's mail carries an invitation a calendar parser reads as the same instant.
    const mail = stack.outbox
      .list()
      .find((m) => m.to.includes('cto@example.com') && (m.text ?? '').includes(name));
    const ics = mail?.attachments?.find((a) => a.filename.endsWith('.ics'))?.content as string;
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    await page.context().close();
  });

  it("Schedule meeting on Washington's Day after Thanksgiving (2026-11-27): opens on Washington's Monday; Friday has Noida only and says why", async () => {
    // Midnight in New York on Friday 2026-11-27: Washington is closed (shared/src/holidays.ts), Noida is not.
    const page = await openPage('/schedule-meeting', 'America/New_York', '2026-11-27T05:00:00.000Z');
    // The times load once the picker is in view, with no click.
    await page.locator('[data-slot-picker]').scrollIntoViewIfNeeded();
    await page.locator('input[name="slot"]').first().waitFor({ state: 'attached' });
    const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
    expect(await days.first().textContent()).toMatch(/^Fri, Nov 27/);
    const offices = () =>
      page.locator('[data-office]').evaluateAll((els) => els.map((e) => e.getAttribute('data-office')));
    // It opens on the first day with a time at Washington, the office nearest New York, not on
    // Friday's Noida times (7:00 AM in New York) while Washington is closed.
    const pressed = page.getByRole('group', { name: 'Day' }).getByRole('button', { pressed: true });
    expect(await pressed.textContent()).toMatch(/^Mon, Nov 30/);
    expect(await offices()).toEqual(['washington', 'noida']);
    await days.filter({ hasText: /^Fri, Nov 27/ }).click();
    await expect.poll(offices).toEqual(['noida']);
    // The picker says why Washington is missing that day.
    await page.getByText('Washington, DC office closed: Day after Thanksgiving').waitFor();
    const starts = await page
      .locator('input[name="slot"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(starts.length).toBeGreaterThan(0);
    for (const value of starts) {
      const [office, start] = value.split('#') as [string, string];
      expect(office).toBe('noida');
      expect(zonedDay(new Date(start), 'America/New_York')).toBe('2026-11-27');
    }
    // The weekend is not offered; on Monday Washington is open again, and first.
    expect((await days.allTextContents()).filter((d) => /^(Sat|Sun)/.test(d))).toEqual([]);
    await days.filter({ hasText: /^Mon, Nov 30/ }).click();
    await expect.poll(offices).toEqual(['washington', 'noida']);
    expect(await page.getByText('Washington, DC office closed').count()).toBe(0);
    await page.context().close();
  });

  it('Schedule meeting: a slot taken meanwhile shows the server error next to the picker and reloads', async () => {
    const page = await openPage('/schedule-meeting');
    // A visitor who goes straight to the times sees them load.
    await page.locator('[data-slot-picker]').scrollIntoViewIfNeeded();
    const first = page.locator('input[name="slot"]').first();
    await first.waitFor({ state: 'attached' });
    const slot = (await first.getAttribute('value')) as string;
    const [office, slotStart] = slot.split('#');
    // Someone else books it after the page loaded.
    const other = await api(stack, 'POST', '/contact/schedule-meeting', {
      body: { ...letsConnectBody(), office, slotStart },
    });
    expect(other.status).toBe(201);

    await fillProject(page, uniqueName('Late'));
    await page.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await page.getByRole('button', { name: 'Schedule meeting' }).click();
    await page.getByText(SLOT_MESSAGES.taken).first().waitFor();
    await page.waitForFunction(
      (taken) => !document.querySelector(`input[name="slot"][value="${taken}"]`),
      slot,
    );
    await page.context().close();
  });

  it.each(['/contact-us', '/lets-connect', '/schedule-meeting'])(
    '%s form has no axe violations, errors shown or not',
    async (path) => {
      const page = await openPage(path);
      await page.locator('form button[type="submit"]').waitFor();
      // The form as prerendered (nothing touched yet), then, for the meeting form, with its times.
      const clean = await new AxeBuilder({ page }).include('form').analyze();
      expect(clean.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      if (path === '/schedule-meeting') {
        await page.locator('form').hover();
        await page.locator('input[name="slot"]').first().waitFor({ state: 'attached' });
        const times = await new AxeBuilder({ page }).include('form').analyze();
        expect(times.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      }
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
