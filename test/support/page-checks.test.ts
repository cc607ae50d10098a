import { describe, expect, it } from 'vitest';
import { usePublicPages } from './page-checks';
import { useStackAndBrowser } from './stack-and-browser';

/** The reused pages of usePublicPages start each test as a first visit. */
const shared = useStackAndBrowser();
const openPage = usePublicPages(() => shared.browser);
const DESKTOP = { viewport: { width: 1366, height: 900 } };
let first: unknown;
let listened = 0;

describe('usePublicPages', () => {
  it('gives a test a loaded page, and a second page when the test opens two', async () => {
    const page = await openPage(`${shared.stack.url}/about-us`, DESKTOP);
    first = page;
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
    await page.context().addCookies([{ name: 'left', value: 'over', url: shared.stack.url }]);
    await page.evaluate(() => {
      localStorage.setItem('left', 'over');
      sessionStorage.setItem('left', 'over');
    });
    page.on('console', () => listened++);
    await page.locator('header a').first().hover();
    const other = await openPage(`${shared.stack.url}/careers`, DESKTOP);
    expect(other).not.toBe(page);
    expect(page.url()).toBe(`${shared.stack.url}/about-us`);
  });

  it('gives the next test the same page with nothing of the last visit left', async () => {
    const page = await openPage(`${shared.stack.url}/about-us`, DESKTOP);
    expect(page).toBe(first);
    expect(await page.context().cookies()).toEqual([]);
    expect(
      await page.evaluate(() => [localStorage.length, sessionStorage.length, window.innerWidth]),
    ).toEqual([0, 0, 1366]);
    await page.evaluate(() => console.log('after'));
    expect(listened).toBe(0);
    expect(await page.locator(':hover').count()).toBe(0);
  });
});
