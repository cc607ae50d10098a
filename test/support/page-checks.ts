import AxeBuilder from '@axe-core/playwright';
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

/**
 * axe-core's violations as `rule: targets (message)` lines. On a page without frames, legacy
 * mode runs axe in the page itself and spares the blank page per run that the default
 * (frame-by-frame) mode opens to merge results: about a third of each check's time. A page
 * with a frame gets the default mode, so a frame's content is never left unchecked.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  if (options.tags) builder = builder.withTags(options.tags);
  if (options.include) builder = builder.include(options.include);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? v.help})`).join(', ')}`,
  );
}
