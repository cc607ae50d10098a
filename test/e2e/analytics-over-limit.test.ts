/**
 * Issue 25, finding 3: the Analytics screen says how many visits past the
 * per-address limit were not counted as visitors, in one line that fits at
 * 1366 and 390 px.
 */
import { ANALYTICS, overLimitLine } from '@app/shared/analytics';
import { addDays } from '@app/shared/analytics-days';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beacon, CHROME_UA, today } from '../api/analytics-helpers';
import { submitSignIn } from '../support/auth-ui';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let admin: string;
const RUN = Math.random().toString(36).slice(2, 7);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.collectLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

describe('visits above the per-address limit on the Analytics screen', () => {
  it('shows one line with their number at 1366 and 390 px', async () => {
    // From this test's own address, two more new visitors than the cap allows.
    for (let i = 0; i < ANALYTICS.maxNewVisitorsPerAddressHour + 2; i++)
      await beacon(stack, { n: 'pageview', u: '/' }, { 'user-agent': `${CHROME_UA} over-${RUN}-${i}` });
    // The screen opens on the last 30 days.
    const from = addDays(today(), -29);
    const res = await api(stack, 'GET', `/admin/analytics/overview?from=${from}&to=${today()}`, {
      token: admin,
    });
    const refused = res.json.data.overLimitVisits as number;
    expect(refused).toBeGreaterThanOrEqual(2);

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password);
      await page.waitForURL(/\/dashboard|\/admin/);
      await page.goto(`${stack.url}/admin/analytics`, { waitUntil: 'networkidle' });
      const line = page.getByTestId('over-limit-visits');
      await line.waitFor();
      // Other files on the shared stack may add their own in the meantime: at least this test's.
      const text = ((await line.textContent()) ?? '').trim();
      const shown = Number(text.split(' ')[0]?.replaceAll(',', ''));
      expect(shown).toBeGreaterThanOrEqual(refused);
      expect(text).toBe(overLimitLine(shown));
      const box = await line.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `line at ${viewport.width}`).toBe(
        true,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page at ${viewport.width}`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});
