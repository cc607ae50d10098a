import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../support/browser';
import { startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

describe('the SPA on the local stack', () => {
  it('loads its runtime config and renders the home page with no console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${stack.url}/`);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders an admin route from the SPA fallback', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${stack.url}/login`);
    expect(res?.status()).toBe(200);
    await page.locator('h1').first().waitFor();
    await page.close();
  });
});
