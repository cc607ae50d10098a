import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { beforeEach } from 'vitest';

/**
 * Opens a public page and waits until it is what a visitor sees: loaded, its site script run
 * (it marks `data-site-ready`) and its fonts in. Cheaper than `networkidle`, which waits a
 * further 500 ms of silence on every page; use that only where the requests are the subject.
 */
export async function openPublicPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.siteReady !== undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export interface PublicPageOptions {
  viewport: { width: number; height: number };
  timezoneId?: string;
  javaScriptEnabled?: boolean;
}

/**
 * Pages for checks of what public pages show (layout, copy, axe), kept open from test to test of
 * a file. A new page costs this machine about 0.6 CPU-s (a renderer process, Playwright's setup,
 * the fonts and axe compiled again) against 0.2 for a navigation in an open one: public-a11y went
 * from 59 to 27 CPU-s (docs/quality.md). Each test takes the pages it opens afresh, as a first
 * visit: the last test's cookies, local and session storage cleared, its listeners removed, the
 * viewport set (Chromium hovers nothing after a navigation until the pointer moves again). Two pages open in one test are two pages.
 * Not for journeys: a test of a session, a form's submission, page.clock, init scripts, routes or
 * history keeps a context of its own. The pages close with the file's contexts (closeContexts).
 */
export function usePublicPages(browser: () => Browser) {
  const take = useReusedPages(browser);
  return async function openReused(url: string, options: PublicPageOptions): Promise<Page> {
    const page = await take(options);
    if (options.javaScriptEnabled === false) await page.goto(url);
    else await openPublicPage(page, url);
    return page;
  };
}

/** The pages behind usePublicPages, taken blank (as a first visit) for a test to load what it needs. */
export function useReusedPages(browser: () => Browser) {
  const pools = new Map<string, { pages: Page[]; taken: number }>();
  beforeEach(() => {
    for (const pool of pools.values()) pool.taken = 0;
  });
  return async function take(options: PublicPageOptions): Promise<Page> {
    const { viewport, timezoneId, javaScriptEnabled = true } = options;
    const key = JSON.stringify([timezoneId, javaScriptEnabled]);
    const pool = pools.get(key) ?? { pages: [], taken: 0 };
    pools.set(key, pool);
    pool.pages = pool.pages.filter((p) => !p.isClosed());
    let page = pool.pages[pool.taken];
    if (page) await asFirstVisit(page, javaScriptEnabled);
    else {
      page = await (await browser().newContext({ timezoneId, javaScriptEnabled })).newPage();
      pool.pages.push(page);
    }
    pool.taken += 1;
    await page.setViewportSize(viewport);
    return page;
  };
}

/** Clears what the last visit left in a page and its context. */
async function asFirstVisit(page: Page, javaScriptEnabled: boolean): Promise<void> {
  page.removeAllListeners();
  await page.context().clearCookies();
  if (javaScriptEnabled && /^https?:/.test(page.url()))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
}

export interface AxeOptions {
  /** Only these axe tags (default: every rule axe has, best practices included). */
  tags?: string[];
  /** A CSS selector the check is limited to. */
  include?: string;
}

/** Whether the page's document already holds axe-core (it stays across client-side navigations). */
const hasAxe = (page: Page) =>
  page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');

/**
 * axe-core's violations as `rule: targets (message)` lines. On a page without frames, legacy
 * mode runs axe in the page itself and spares the blank page per run that the default
 * (frame-by-frame) mode opens to merge results: about a third of each check's time. A page
 * with a frame gets the default mode, so a frame's content is never left unchecked.
 * In legacy mode axe-core (650 KB) goes into a document once: AxeBuilder evaluates its source
 * twice per check, so it is given a no-op source once axe is in (the same axe-core, configured
 * and run by AxeBuilder as before).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const legacy = page.frames().length === 1;
  if (legacy && !(await hasAxe(page))) await page.evaluate(axe.source);
  let builder = legacy
    ? new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true)
    : new AxeBuilder({ page });
  // Only the violations are read: axe then builds selectors and node details for them alone,
  // not for every passing node of the page (most of a check's time on a long admin screen).
  builder = builder.options({ resultTypes: ['violations'] });
  if (options.tags) builder = builder.withTags(options.tags);
  if (options.include) builder = builder.include(options.include);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? v.help})`).join(', ')}`,
  );
}
