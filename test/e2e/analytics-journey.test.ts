import { TEST_CLIENT_HEADER } from '@app/services/local/client-address';
import { addDays } from '@app/shared/analytics-days';
import { MESSAGES } from '@app/shared/messages';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beacon, CHROME_UA, today } from '../api/analytics-helpers';
import { uniqueName } from '../api/leads-helpers';
import { submitSignIn } from '../support/auth-ui';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack, TEST_ADMIN, testClientAddress } from '../support/local-stack';

/**
 * Issue 18's "done when": a visit from a tagged link, a click to /contact-us,
 * a submitted form; then Analytics and the campaign show 1 visitor and 1
 * conversion, and the lead shows its attribution. A bot and a GPC visit
 * count nothing; no public response sets a cookie; nothing lands on the device.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let admin: string;
// A campaign tag of this run only: other files' traffic and leads share the stack.
const RUN = Math.random().toString(36).slice(2, 7);
const TAG = `spring-test-${RUN}`;
const LANDING = `/?utm_source=probe&utm_medium=email&utm_campaign=${TAG}`;
const cookiesSet: string[] = [];
const beacons: string[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

/** A visitor's browser: a desktop Chrome user agent and no webdriver flag (the script skips automation). */
async function visitor(opts: { userAgent?: string; gpc?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    userAgent: opts.userAgent ?? CHROME_UA,
    // A client address of its own (the visitor hash), as a person on their own network has.
    extraHTTPHeaders: {
      [TEST_CLIENT_HEADER]: testClientAddress(),
      ...(opts.gpc ? { 'Sec-GPC': '1' } : {}),
    },
  });
  await context.addInitScript((gpc: boolean) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  }, opts.gpc === true);
  context.on('response', async (res) => {
    const header = await res.headerValue('set-cookie').catch(() => null);
    if (header) cookiesSet.push(`${res.url()}: ${header}`);
  });
  context.on('request', (req: Request) => {
    if (req.url().endsWith('/api/v1/analytics/collect')) beacons.push(req.postData() ?? '');
  });
  return context;
}

const overview = async (from = today()) =>
  (await api(stack, 'GET', `/admin/analytics/overview?from=${from}&to=${today()}`, { token: admin })).json
    .data;
/** The figures two overviews of the shared stack differ by. */
const totals = (o: { visitors: number; pageviews: number; conversions: number }) => ({
  visitors: o.visitors,
  pageviews: o.pageviews,
  conversions: o.conversions,
});
const eventsOf = (o: { events: { value: string; events: number }[] }, name: string) =>
  o.events.find((e) => e.value === name)?.events ?? 0;

async function deviceStorage(page: Page) {
  return page.evaluate(async () => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: 'caches' in window ? (await caches.keys()).length : 0,
  }));
}

describe('a tagged visit that becomes a lead', () => {
  let leadName: string;

  it('is counted from the landing, through a clicked navigation, to the submitted form', async () => {
    const before = await overview();
    const context = await visitor();
    const page = await context.newPage();
    // The landing's beacon answered before the visitor clicks on, as a person reads the page first:
    // the server takes a visit's first touch from the first page view it records, and on a busy
    // machine the next page's beacon once got in first and the campaign was lost (see the note).
    const landed = page.waitForResponse((r) => r.url().endsWith('/analytics/collect'));
    await page.goto(`${stack.url}${LANDING}`);
    const landing = await landed;
    expect(landing.status()).toBe(202);
    expect(JSON.parse(landing.request().postData() ?? '{}')).toMatchObject({ n: 'pageview', u: LANDING });

    const next = page.waitForRequest(
      (r) => r.url().endsWith('/analytics/collect') && (r.postData() ?? '').includes('/contact-us'),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${stack.url}/contact-us`);
    await next;

    leadName = uniqueName('Probe');
    await page.getByLabel(/^Name/).fill(leadName);
    await page.getByLabel(/^Email/).fill('probe.visitor@example.com');
    await page.getByLabel(/^Contact No/).fill('+91 98765 43210');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The form's lasting confirmation panel (the toast says the same).
    await page.getByRole('region', { name: 'Contact form' }).getByText(MESSAGES.formSubmitted).waitFor();

    expect(await deviceStorage(page)).toEqual({ cookie: '', local: 0, session: 0, databases: 0, caches: 0 });
    expect(await context.cookies()).toEqual([]);
    await context.close();

    const data = await overview();
    expect(totals(data)).toEqual({
      visitors: before.visitors + 1,
      pageviews: before.pageviews + 2,
      conversions: before.conversions + 1,
    });
    expect(data.campaigns).toContainEqual(
      expect.objectContaining({ value: TAG, visitors: 1, conversions: 1 }),
    );
    expect(eventsOf(data, 'contact_us_click')).toBe(eventsOf(before, 'contact_us_click') + 1);
  });

  it('counts nothing for a bot or a GPC visit, and no public response set a cookie', async () => {
    const start = totals(await overview());
    const bot = await visitor({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const botPage = await bot.newPage();
    const sent = botPage.waitForRequest((r) => r.url().endsWith('/analytics/collect'));
    await botPage.goto(`${stack.url}${LANDING}`);
    await sent; // the script sends; the collector drops it (isbot)
    await bot.close();

    const before = beacons.length;
    const gpc = await visitor({ gpc: true });
    const gpcPage = await gpc.newPage();
    await gpcPage.goto(`${stack.url}${LANDING}`, { waitUntil: 'networkidle' });
    await gpcPage.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await gpcPage.waitForURL(`${stack.url}/contact-us`);
    await gpcPage.waitForLoadState('networkidle');
    expect(beacons.length).toBe(before);
    // The collector also refuses a GPC request someone sends by hand.
    expect((await beacon(stack, { n: 'pageview', u: LANDING }, { 'sec-gpc': '1' })).status).toBe(202);
    await gpc.close();

    expect(totals(await overview())).toEqual(start);
    expect(cookiesSet).toEqual([]);
  });

  it('shows the visitor, the conversion and the campaign on the screens, and the lead its attribution', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(/\/dashboard|\/admin/);

    await page.goto(`${stack.url}/admin/analytics`);
    await page.getByText('7 days', { exact: true }).click();
    // The screen shows what was counted for the same 7 days (the first test checked this visit's share).
    const week = await overview(addDays(today(), -6));
    const kpi = (key: string) => page.locator(`[data-kpi="${key}"]`);
    await expect
      // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText is the rendered text (label and figure on their own lines), which textContent would run together.
      .poll(() => kpi('visitors').innerText())
      .toMatch(new RegExp(`Visitors\\s+${week.visitors.toLocaleString('en-US')}\\b`));
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText is the rendered text (label and figure on their own lines), which textContent would run together.
    expect(await kpi('conversions').innerText()).toMatch(
      new RegExp(`Conversions\\s+${week.conversions.toLocaleString('en-US')}\\b`),
    );
    await page.getByRole('cell', { name: TAG }).first().waitFor();
    await page.locator('.recharts-surface').first().waitFor();

    await page.goto(`${stack.url}/admin/campaigns`);
    await page.getByRole('row', { name: new RegExp(TAG) }).waitFor();
    await page.getByRole('button', { name: `Create a campaign for ${TAG}` }).click();
    const dialog = page.getByRole('dialog');
    // The dialog derives the tag from the name, as it did from 'Spring test' before runs had their own.
    await dialog.getByLabel(/^Name/).fill(`Spring test ${RUN}`);
    await dialog.getByLabel(/^Spend so far/).fill('5000');
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    const row = page.locator(`tr[data-campaign="${TAG}"]`);
    await row.waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText is the rendered text (label and figure on their own lines), which textContent would run together.
    expect(await row.locator('[data-stat="visitors"]').innerText()).toBe('1');
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText is the rendered text (label and figure on their own lines), which textContent would run together.
    expect(await row.locator('[data-stat="conversions"]').innerText()).toBe('1');
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText is the rendered text (label and figure on their own lines), which textContent would run together.
    expect(await row.innerText()).toContain('₹5.0K');

    await page.goto(`${stack.url}/admin/contact-leads`);
    const leadRow = page.getByRole('row', { name: new RegExp(leadName) });
    await leadRow.getByRole('button', { name: 'Open' }).click();
    const attribution = page.getByTestId('lead-attribution');
    await attribution.waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator's innerText is the rendered text (label and figure on their own lines), which textContent would run together.
    const text = await attribution.innerText();
    // Public pages are static: the click to /contact-us loaded a new document, whose script does not
    // count it as a landing (insights.ts), so the server attributes the lead from the day's first visit.
    for (const part of ['E-mail', TAG, 'probe', 'email', '/', 'First visit of the day (server)'])
      expect(text).toContain(part);
    await context.close();
  });
});

describe('the analytics screens at both widths', () => {
  it('fit the viewport with no horizontal overflow, and dialogs open in view', async () => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await submitSignIn(page, stack, TEST_ADMIN.email, TEST_ADMIN.password);
      await page.waitForURL(/\/dashboard|\/admin/);
      for (const path of ['/admin/analytics', '/admin/campaigns', '/admin/admin-analytics']) {
        await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${viewport.width}`).toBeLessThanOrEqual(0);
      }
      await page.goto(`${stack.url}/admin/campaigns`, { waitUntil: 'networkidle' });
      // A table row at 1366, a card on a phone.
      await page
        .locator(`[data-campaign="${TAG}"], [data-campaign-card="${TAG}"]`)
        .getByRole('button', { name: 'Links' })
        .filter({ visible: true })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('qr-code').waitFor();
      const box = await dialog.boundingBox();
      expect(box && box.y >= 0 && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await dialog.getByTestId('tagged-link').inputValue()).toContain(`utm_campaign=${TAG}`);
      await context.close();
    }
  });
});
