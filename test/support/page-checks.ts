import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

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
