import { readFileSync } from 'node:fs';
import { MEETING_OFFICES, type MeetingOfficeId } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, freeSlots, letsConnectBody, slotFields, uniqueName } from '../api/leads-helpers';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const contactName = uniqueName('Admin View');
const outageName = uniqueName('Admin Outage');
const meetingName = uniqueName('Admin Meeting');
let slot: string;
let slotOffice: MeetingOfficeId;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  const long =
    'We run forty clinics and need a patient portal with bookings, reminders and video visits. '.repeat(4);
  // A lead whose e-mail is one long word (as a visitor may type, or a fuzzer send): it once
  // widened the Email column until the Open buttons left a 1366 px screen.
  await api(stack, 'POST', '/contact/contact-us', {
    body: contactBody({ email: `${'longaddress'.repeat(5)}@example.com` }),
  });
  await api(stack, 'POST', '/contact/contact-us', {
    body: contactBody({ name: contactName, message: long }),
  });
  await stack.parts.ses.stop();
  await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ name: outageName }) }).finally(() =>
    stack.parts.ses.start(),
  );
  const [free] = await freeSlots(stack);
  slot = free?.start as string;
  slotOffice = free?.office as MeetingOfficeId;
  await api(stack, 'POST', '/contact/schedule-meeting', {
    body: { ...letsConnectBody({ fullName: meetingName }), ...slotFields(free) },
  });
  context = await browser.newContext({ timezoneId: 'Europe/London', acceptDownloads: true });
  page = await context.newPage();
  await page.goto(`${stack.url}/login?next=/admin/contact-leads`);
  // The admin chunk is the largest; give it time on a loaded machine (the hook allows 120 s).
  await page.getByLabel(/^Email/).waitFor({ timeout: 90_000 });
  await page.getByLabel(/^Email/).fill(TEST_ADMIN.email);
  await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Contact Leads' }).waitFor();
});
afterAll(async () => {
  await context?.close();
  await closeContexts(browser);
  await stack?.dispose();
});

const row = (name: string) => page.locator('tr', { hasText: name });

describe('sales screens as the SuperAdmin', () => {
  it('lists contact leads newest first with status and notification state', async () => {
    await row(contactName).waitFor();
    expect(await row(contactName).getByText('New').isVisible()).toBe(true);
    expect(await row(contactName).getByText('Notified', { exact: true }).isVisible()).toBe(true);
    expect(await row(outageName).getByText('Not notified', { exact: true }).isVisible()).toBe(true);
    const names = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.indexOf(outageName)).toBeLessThan(names.indexOf(contactName));
  });

  it('fits the contact table at 1366 × 900 with each row open-able on screen and short messages', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await row(contactName).waitFor();
    const open = await row(contactName).getByRole('button', { name: 'Open' }).boundingBox();
    expect(open && open.x + open.width).toBeLessThanOrEqual(1366);
    // A message cell shows two lines at most (the drawer has it all), so rows stay short.
    const message = row(contactName).locator('td').nth(4).locator('p');
    const lines = await message.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
  });

  it('resends a failed notification from the lead', async () => {
    await row(outageName).getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Resend notification' }).click();
    await page.getByText('Notification sent to the sales inbox').waitFor();
    expect(
      stack.outbox
        .list()
        .some((m) => m.to.includes('sales@example.com') && (m.text ?? '').includes(outageName)),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await row(outageName).getByText('Notified', { exact: true }).waitFor();
  });

  it('moves a lead along the pipeline with a note', async () => {
    await row(contactName).getByRole('button', { name: 'Open' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Status').selectOption('Qualified');
    await drawer.getByLabel('Add a note').fill('Budget confirmed on the call.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Budget confirmed on the call.').waitFor();
    await page.keyboard.press('Escape');
    await row(contactName).getByText('Qualified').waitFor();
  });

  it("searches, shows 'No Data Found' when nothing matches, and exports the filtered CSV", async () => {
    await page.getByLabel('Search').fill(contactName);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(`"${contactName}"`);
    expect(csv).toContain('"Qualified"');

    await page.getByLabel('Search').fill('nobody matches this');
    await page.getByText(MESSAGES.noDataFound).waitFor();
  });

  it('shows the booked meeting time on /admin/schedule-meeting', async () => {
    await page.goto(`${stack.url}/admin/schedule-meeting`);
    await page.getByRole('heading', { level: 1, name: 'Schedule Meeting Leads' }).waitFor();
    const office = MEETING_OFFICES[slotOffice];
    const business = new Intl.DateTimeFormat('en-US', {
      timeZone: office.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(slot));
    // The office's time on one line, the office below it.
    await row(meetingName).getByText(business, { exact: true }).waitFor();
    await row(meetingName).getByText(office.name, { exact: true }).waitFor();
  });

  it("shows one evening lead at the same date, time and named zone on every screen, its CSV and its mail's link", async () => {
    // An evening in New York that is already the next day in UTC and in India.
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const at = new Date(`${day}T01:12:00.000Z`);
    const ny = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options }).format(at);
    const date = ny({ month: 'short', day: 'numeric', year: 'numeric' });
    const time = ny({ hour: 'numeric', minute: '2-digit' });
    const name = uniqueName('Evening Enquiry');
    stack.setNow(at);
    const res = await api(stack, 'POST', '/contact/lets-connect', {
      body: letsConnectBody({ fullName: name }),
    });
    stack.setNow(null);
    const id = res.json.data.id as string;

    // The member's zone is a setting; this browser is in London.
    await page.goto(`${stack.url}/admin/settings`);
    const zone = page.getByRole('combobox', { name: 'Show times in' });
    await zone.click();
    await zone.fill('America/New_York');
    await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
    await page.getByText('Staff screens show dates and times in Eastern Time (New York).').waitFor();

    await page.goto(`${stack.url}/admin/schedule-meeting`);
    await row(name).waitFor();
    expect(await page.locator('[data-zone-note]').allTextContents()).toEqual([
      'Times in Eastern Time (New York). Change',
    ]);
    await row(name).getByText(date, { exact: true }).waitFor();
    await row(name).getByText(time, { exact: true }).waitFor();
    // The kind on the row instead of "No slot (let's connect)", and the booked one reads Meeting.
    await row(name).getByText("Let's connect", { exact: true }).waitFor();
    await row(meetingName).getByText('Meeting', { exact: true }).waitFor();
    expect(await page.getByText('No slot').count()).toBe(0);
    await page.getByLabel('Kind').selectOption({ label: "Let's connect" });
    await row(meetingName).waitFor({ state: 'detached' });
    await page.getByLabel('Search').fill(name);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain(`"${isoNy(at)}"`);

    await page.goto(`${stack.url}/admin/website-moderation`);
    const moderated = page.locator('tr', { hasText: name });
    await moderated.getByText(`${date}, ${time}`, { exact: true }).waitFor();
    await moderated.getByText("Let's connect", { exact: true }).waitFor();

    // The staff mail's button: the lead's own side panel.
    const mail = stack.outbox
      .list()
      .find((m) => m.to[0] === 'sales@example.com' && (m.text ?? '').includes(name));
    const link = /https?:\/\/\S+\/admin\/schedule-meeting\?lead=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toContain(`?lead=${id}`);
    await page.goto(`${stack.url}${new URL(link).pathname}${new URL(link).search}`);
    const drawer = page.getByRole('dialog', { name });
    await drawer.getByText(`${date}, ${time}`, { exact: true }).waitFor();

    await page.goto(`${stack.url}/admin/settings`);
    await page.getByRole('button', { name: /Use this browser's zone/ }).click();
    await page.getByText("That is this browser's zone.").waitFor();
  });
});

/** The instant as ISO 8601 with New York's offset, built apart from the code under test. */
function isoNy(at: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${String(p.timeZoneName).replace('GMT', '')}`;
}
