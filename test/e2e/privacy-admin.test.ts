import { PRIVACY_MESSAGES } from '@app/shared/schemas/privacy';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBody, uniqueName } from '../api/leads-helpers';
import { submitSignIn } from '../support/auth-ui';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Issue 28, /admin/privacy as a SuperAdmin uses it at 1366 px and on a
 * phone (390 px): the dashboard flags a late data request, the search finds
 * one address's enquiry, the erasure asks for the address typed again and
 * then leaves nothing; no width scrolls sideways. Screenshots in test-results.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  stack?.setNow(null);
  await closeContexts(browser);
  await stack?.dispose();
});

async function signedIn(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password);
  await page.waitForURL(/\/dashboard|\/admin/);
  return page;
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

const person = async () => {
  const email = `erase.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const name = uniqueName('Kavya');
  expect(
    (await api(stack, 'POST', '/contact/contact-us', { body: contactBody({ email, name }) })).status,
  ).toBe(201);
  return { email, name };
};

describe('/admin/privacy', () => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`flags a late request on the dashboard, finds a person and erases them after the typed confirmation at ${width} px`, async () => {
      const { email, name } = await person();
      const logged = await api(stack, 'POST', '/admin/privacy/requests', {
        token: admin,
        body: { email, type: 'erasure' },
      });
      expect(logged.status).toBe(201);
      // A month on, the request is past its 30 days.
      stack.setNow(new Date(Date.now() + 31 * 86_400_000));
      const page = await signedIn(width, height);
      await page.goto(`${stack.url}/dashboard`);
      const flag = page.getByTestId('dashboard-overdue');
      await expect.poll(() => flag.textContent()).toMatch(/^\d+ overdue$/);
      await expect.poll(() => page.getByRole('link', { name: /^Privacy \(\d+ overdue\)$/ }).count()).toBe(1);
      await noOverflow(page);
      await page.screenshot({ path: `test-results/privacy-dashboard-${width}.png`, fullPage: true });
      stack.setNow(null);

      await page.getByRole('link', { name: /^Privacy/ }).click();
      await page.waitForURL(/\/admin\/privacy$/);
      await page.getByLabel('E-mail address').fill(`  ${email.toUpperCase()} `);
      await page.getByRole('button', { name: 'Find' }).click();
      const result = page.getByTestId('privacy-result');
      await result.waitFor();
      expect(await result.textContent()).toContain('Contact enquiries: 1');
      expect(await result.textContent()).toContain(name);
      await noOverflow(page);
      await page.screenshot({ path: `test-results/privacy-search-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Erase…' }).click();
      const dialog = page.getByRole('dialog', { name: "Erase this person's data" });
      const confirm = dialog.getByRole('button', { name: 'Erase everything' });
      await dialog.getByLabel('Type the e-mail address to confirm').fill('someone.else@example.com');
      await expect.poll(() => dialog.textContent()).toContain(PRIVACY_MESSAGES.confirmMismatch);
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Type the e-mail address to confirm').fill(email);
      expect(await confirm.isEnabled()).toBe(true);
      await noOverflow(page);
      await page.screenshot({ path: `test-results/privacy-erase-${width}.png` });
      await confirm.click();

      await page.getByTestId('privacy-nothing').waitFor();
      // The toast may land a frame after the empty result.
      await expect.poll(() => page.getByText(/items deleted or anonymised/).count()).toBeGreaterThan(0);
      expect(await page.getByText(name).count()).toBe(0);
      await page.context().close();
    });
  }
});
