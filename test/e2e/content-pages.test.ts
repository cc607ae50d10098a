import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, MEMBER_PASSWORD } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, signIn, startTestStack } from '../support/local-stack';

/**
 * Issue 31's done-when: a Content Writer edits an FAQ, sees it in History and restores it, then
 * changes the Noida phone, which every page's footer and the booking page's card show.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
let seed: object | undefined;
let officeSeed: object | undefined;
const WRITER = `pages.journey.${randomUUID().slice(0, 8)}@example.com`;
const MVP = 'service-mvp-development';
const NOIDA = 'office-noida';
const SHOTS = process.env.CONTENT_SHOTS;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  await createMember(stack, WRITER, ['ContentWriter']);
  token = await signIn(stack, WRITER, MEMBER_PASSWORD);
  seed = (await api(stack, 'GET', `/admin/pages/${MVP}`, { token })).json.data.content;
  officeSeed = (await api(stack, 'GET', `/admin/pages/${NOIDA}`, { token })).json.data.content;
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await context?.close();
  await closeContexts(browser);
  // The next file on the shared stack expects the seed's text.
  for (const [id, content] of [
    [MVP, seed],
    [NOIDA, officeSeed],
  ] as const) {
    if (!content) continue;
    const { version } = (await api(stack, 'GET', `/admin/pages/${id}`, { token })).json.data;
    await api(stack, 'PUT', `/admin/pages/${id}`, { token, body: { version, content } });
  }
  await stack?.dispose();
});

/** The raw HTML of a public page, polled for up to 10 s (the limit) until `check` holds. */
async function rawHtmlWithin10s(path: string, check: (html: string) => boolean): Promise<string> {
  const until = Date.now() + 10_000;
  let html = '';
  while (Date.now() < until) {
    html = await (await fetch(`${stack.url}${path}`)).text();
    if (check(html)) return html;
    await new Promise((r) => setTimeout(r, 250));
  }
  return html;
}

describe('Pages on /admin/edit-section', () => {
  it('a Content Writer changes the 2nd FAQ answer, sees it in History with a diff, restores it, then changes the Noida phone', async () => {
    await page.goto(`${stack.url}/login?next=${encodeURIComponent('/admin/edit-section')}`);
    await page.getByLabel(/^Email/).fill(WRITER);
    await page.getByLabel(/^Password/).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Section' }).waitFor();
    await page.getByRole('table', { name: 'Pages' }).getByText('/service/mvp-development').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pages-list-1366.png` });

    await page.getByRole('button', { name: 'Edit MVP Development' }).click();
    const name = page.getByLabel('Page name');
    expect(await name.inputValue()).toBe('MVP Development');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    const answer = page.getByLabel('FAQ 2: Answer');
    const old = await answer.inputValue();
    const next = `Usually ten weeks, with a demo every Friday ${randomUUID().slice(0, 6)}.`;
    await answer.fill(next);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-editor-1366.png` });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Page saved successfully').first().waitFor();
    expect(await rawHtmlWithin10s('/service/mvp-development', (h) => h.includes(`<p>${next}</p>`))).toContain(
      `<p>${next}</p>`,
    );

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Changed FAQ 2: answer').first().waitFor();
    // Who and when, in the member's zone, named.
    await page
      .getByText(new RegExp(`[AP]M [A-Z][\\w+:-]* · ${WRITER.replaceAll('.', '\\.')}$`))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Show changes' }).first().click();
    await page
      .locator('del', { hasText: old.split(' ')[0] ?? '' })
      .first()
      .waitFor();
    await page.locator('ins', { hasText: 'Friday' }).first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-history-1366.png` });

    await page.getByRole('button', { name: 'Restore' }).first().click();
    await page
      .getByRole('dialog', { name: /^Restore version/ })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page
      .getByText(/^Version \d+ restored$/)
      .first()
      .waitFor();
    const restored = await rawHtmlWithin10s('/service/mvp-development', (h) => !h.includes(next));
    expect(restored).not.toContain(next);
    expect(restored).toContain(`<p>${old}</p>`);

    // The Noida phone: its card is in every page's footer and on the booking page.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Office: Noida, India' }).click();
    const office = page.getByLabel('Office', { exact: true });
    expect(await office.inputValue()).toBe('Noida, India');
    expect(await office.getAttribute('readonly')).not.toBeNull();
    const phone = `+91 120 555 ${String(Math.floor(Math.random() * 9000) + 1000)}`;
    await page.getByLabel('Phone number').fill(phone);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/office-editor-1366.png` });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Page saved successfully').first().waitFor();
    for (const path of ['/schedule-meeting', '/blogs', '/service/data-analytics'])
      expect(await rawHtmlWithin10s(path, (h) => h.includes(`Call ${phone}</a>`)), path).toContain(
        `Call ${phone}</a>`,
      );
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Changed Phone number').first().waitFor();
    await page.getByRole('button', { name: 'Show changes' }).first().click();
    await page.locator('ins', { hasText: phone }).first().waitFor();
  });
});
