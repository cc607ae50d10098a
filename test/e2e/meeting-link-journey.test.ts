/**
 * Issue 30, done when: a New York visitor books in the browser, opens the link
 * from the outbox mail, reschedules, then cancels from the second mail's
 * link; the first slot is offered again after the reschedule and the second
 * after the cancel; the .ics files carry one UID with SEQUENCE 0, 1 and a
 * CANCEL; the host (sales inbox) received each change.
 */
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSlots, uniqueName } from '../api/leads-helpers';
import { closeContexts, sharedBrowser } from '../support/browser';
import { startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

function mailsTo(address: string) {
  return stack.outbox
    .list()
    .filter((m) => m.to.includes(address))
    .reverse();
}

function ics(mail: { attachments?: { filename: string; content: string }[] } | undefined) {
  const text = mail?.attachments?.find((a) => a.filename.endsWith('.ics'))?.content as string;
  const cal = new ICAL.Component(ICAL.parse(text));
  const event = cal.getFirstSubcomponent('vevent') as ICAL.Component;
  return {
    method: String(cal.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
  };
}

/** The /meeting#t=… link of a mail, on this stack's origin. */
function linkIn(text: string | undefined): string {
  const match = /\/meeting#t=[\w.-]+/.exec(text ?? '');
  if (!match) throw new Error('no meeting link in the mail');
  return `${stack.url}${match[0]}`;
}

async function pickSlot(page: Page, value: string) {
  const radio = page.locator(`input[name="slot"][value="${value}"]`);
  const day = await page.getByRole('group', { name: 'Day' }).getByRole('button').all();
  for (const button of day) {
    if ((await radio.count()) > 0) break;
    await button.click();
  }
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
}

describe('the visitor moves and cancels their own meeting', () => {
  it('books, reschedules from the mail link, then cancels from the second mail link', async () => {
    const context = await browser.newContext({
      timezoneId: 'America/New_York',
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    const washington = (await freeSlots(stack)).filter((s) => s.office === 'washington');
    const [first, second] = [washington.at(-4), washington.at(-5)] as [
      (typeof washington)[0],
      (typeof washington)[0],
    ];
    const email = `${uniqueName('nyc').replace(' ', '-').toLowerCase()}@example.com`;

    await page.goto(`${stack.url}/schedule-meeting`);
    await page.locator('form').hover();
    await page.getByLabel(/^Full Name/).fill(uniqueName('Meeting'));
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/What are you interested in/).selectOption('Data Analytics');
    await page.getByLabel(/^Expected duration/).selectOption('6 months');
    await page.getByLabel(/^Budget/).selectOption('$25K-$50K');
    await page.getByLabel(/^Project phase/).selectOption('Existing Codebase');
    await page.locator('input[name="slot"]').first().waitFor({ state: 'attached' });
    await pickSlot(page, `washington#${first.start}`);
    await page.getByRole('button', { name: 'Schedule meeting' }).click();
    const panel = page.locator('[data-confirmation]');
    await panel.getByRole('link', { name: 'Reschedule or cancel' }).waitFor();

    // The link from the mail: the booking, and nothing changed by opening it.
    const booked = mailsTo(email)[0];
    await page.goto(linkIn(booked?.text));
    await page.getByRole('button', { name: 'Reschedule' }).waitFor();
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    await page.locator('footer').first().waitFor({ state: 'attached' });
    await page.screenshot({ path: '/tmp/meetings-page-1366.png', fullPage: true });
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await page.locator('input[name="slot"]').first().waitFor({ state: 'attached' });
    await pickSlot(page, `washington#${second.start}`);
    await page.getByRole('button', { name: 'Move my meeting' }).click();
    await page.getByText('Your meeting has a new time.').waitFor();
    expect(await freeSlots(stack)).toContainEqual(first);
    expect(await freeSlots(stack)).not.toContainEqual(second);

    // The second mail's link (the fresh one the page now shows too), opened in a new tab on a phone: cancel.
    const moved = mailsTo(email)[1];
    expect(linkIn(moved?.text)).toBe(page.url());
    await page.close();
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(linkIn(moved?.text));
    await phone.getByRole('button', { name: 'Cancel' }).click();
    await phone.screenshot({ path: '/tmp/meetings-page-390.png', fullPage: true });
    await phone.getByRole('button', { name: 'Yes, cancel the meeting' }).click();
    await phone.getByText('Your meeting is cancelled.').waitFor();
    await phone.getByRole('link', { name: 'Book a new meeting' }).waitFor();
    expect(await freeSlots(stack)).toContainEqual(second);

    const visitor = mailsTo(email).map(ics);
    expect(visitor.map((i) => [i.method, i.sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ]);
    expect(new Set(visitor.map((i) => i.uid)).size).toBe(1);
    const host = stack.outbox
      .list()
      .filter((m) => m.to.includes('sales@example.com') && m.text?.includes(email))
      .reverse()
      .map((m) => [m.subject.split(':')[0], ics(m).sequence, ics(m).uid === visitor[0]?.uid]);
    expect(host).toEqual([
      [expect.stringMatching(/^New meeting request/), 0, true],
      ['Meeting moved', 1, true],
      ['Meeting cancelled', 2, true],
    ]);
    await context.close();
  });
});
