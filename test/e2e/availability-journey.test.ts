import { mkdirSync } from 'node:fs';
import { AVAILABILITY_MESSAGES } from '@app/shared/schemas/office-availability';
import { zonedDay } from '@app/shared/zoned-time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../api/leads-helpers';
import { submitSignIn } from '../support/auth-ui';
import { createMember, MEMBER_PASSWORD } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 30, item 4's done-when in a browser: a Sales member adds a closure on
 * /admin/availability and the public slot request leaves that day out at once;
 * then marks a day out of office on the same screen.
 * Screenshots at both widths go to test-results/availability (looked at).
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let token: string;
const suffix = Math.random().toString(36).slice(2, 8);
const email = `avail.e2e.${suffix}@example.com`;
const SHOTS = 'test-results/availability';
let original: Json | undefined;

const noida = async (): Promise<Json> => {
  const res = await api(stack, 'GET', '/admin/availability', { token });
  return (res.json.data.items as Json[]).find((a) => a.id === 'noida') as Json;
};
const slots = async (): Promise<Json> => (await api(stack, 'GET', '/contact/meeting-slots')).json.data;
const noidaDay = (s: Json) => zonedDay(new Date(s.start), 'Asia/Kolkata');

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  token = await createMember(stack, email, ['Sales']);
  original = await noida();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  // Shared stack: Noida's closures go back to what the file found.
  if (original) {
    const now = await noida();
    const { id: _i, slotMinutes: _s, updatedAt: _u, updatedBy: _b, ...fields } = original;
    if (now.version !== original.version)
      await api(stack, 'PUT', '/admin/availability/noida', {
        token,
        body: { ...fields, version: now.version },
      });
  }
  await closeContexts(browser);
  await stack?.dispose();
});

async function signedIn(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await submitSignIn(page, stack, email, MEMBER_PASSWORD);
  await page.waitForURL(/\/dashboard|\/admin/);
  return page;
}

describe('availability journey', () => {
  it('a closure added on /admin/availability takes that day out of the public picker on the next request', async () => {
    const before = await slots();
    const days = [...new Set((before.slots as Json[]).filter((s) => s.office === 'noida').map(noidaDay))];
    const day = days.at(-1) as string;
    expect(day).toBeTruthy();
    const reason = `Team offsite ${suffix}`;

    const page = await signedIn(1366, 900);
    await page.getByRole('link', { name: 'Availability' }).first().click();
    await page.waitForURL(/\/admin\/availability$/);
    const card = page.getByRole('region', { name: 'Noida, India' });
    await card.getByLabel('Closed on').fill(day);
    await card.getByLabel('Reason').fill(reason);
    await card.getByRole('button', { name: 'Add closure' }).click();
    await expect.poll(() => card.getByText(reason).count()).toBe(1);
    await card.getByRole('button', { name: 'Save Noida, India' }).click();
    await page.getByText(`Noida, India: ${AVAILABILITY_MESSAGES.saved}`).waitFor();

    const after = await slots();
    expect((after.slots as Json[]).filter((s) => s.office === 'noida' && noidaDay(s) === day)).toEqual([]);
    expect(after.closures).toContainEqual({ office: 'noida', date: day, name: reason });
    // The saved record is what the screen shows after it reads again (the form starts from the new version).
    await page
      .getByRole('region', { name: 'Noida, India' })
      .getByRole('button', { name: `Remove ${reason} on ${day} (Noida, India)` })
      .waitFor();

    // The member marks a day out of office on the same screen; it is stored for the rotation to read.
    const awayCard = page.getByRole('region', { name: 'Out of office' });
    await awayCard.getByLabel(`Out of office (${email})`).fill(day);
    await awayCard.getByRole('button', { name: `Add day for ${email}` }).click();
    await awayCard.getByRole('button', { name: `Remove ${day} for ${email}` }).waitFor();
    const stored = await api(stack, 'GET', '/admin/availability/away', { token });
    expect((stored.json.data.items as Json[]).find((m) => m.email === email)?.days).toEqual([day]);
    await page.screenshot({ path: `${SHOTS}/availability-1366.png`, fullPage: true });

    const phone = await signedIn(390, 844);
    await phone.goto(`${stack.url}/admin/availability`);
    await phone.getByRole('region', { name: 'Washington, DC' }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await phone.screenshot({ path: `${SHOTS}/availability-390.png`, fullPage: true });
  });
});
