import { DEMO_CONTACTS } from '@app/shared/company-contacts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../support/browser';
import { uploadedImage } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * Issue 16: public pages are complete static HTML. Without JavaScript every
 * page reads correctly, styled, and forms say they need JavaScript; with it,
 * React arrives only with a form, and the small site script gives the
 * carousel and the careers filter their behaviour.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let detailPages: string[];

const LIST_AND_CONTENT_PAGES = [
  '/',
  '/about-us',
  '/blogs',
  '/industries',
  '/life-at-moondive',
  '/case-study',
  '/careers',
  '/our-work',
  '/service/mvp-development',
  '/privacy-policy',
];
const FORM_PAGES = ['/contact-us', '/contact', '/lets-connect', '/schedule-meeting'];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  stack.rateLimiter.configure('off');
  const blog = (await api(stack, 'GET', '/blogs/get-all-blogs?limit=1')).json.data.items[0];
  const study = (await api(stack, 'GET', '/case-studies')).json.data.items[0];
  const job = (await api(stack, 'GET', '/careers/openings')).json.data.items[0];
  detailPages = [`/blogs/${blog.slug}`, `/case-study/${study.slug}`, `/careers/${job._id}`];
  // A post with one long unbroken word in its title, body and call to action: each once pushed
  // a phone page sideways (239 px for the button, more for the heading).
  const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  const long = await api(stack, 'POST', '/blogs/publish-blog', {
    token: admin,
    body: {
      // One long word in the title, the body and the call to action (a pasted code, a hostile string).
      title: `A long word ${'Supercalifragilistic'.repeat(3)}`,
      content: `<p>Body ${'Unbreakable'.repeat(8)}</p>`,
      industry: 'Technology',
      tags: ['Engineering'],
      slug: `long-cta-${Math.random().toString(36).slice(2, 7)}`,
      heroImage: await uploadedImage(stack, admin),
      heroImageAlt: 'A picture',
      ogImage: await uploadedImage(stack, admin),
      cta: {
        title: 'Talk to us',
        description: 'About your product',
        buttonText: `Go${'W'.repeat(40)}`,
        buttonLink: '/contact-us',
      },
    },
  });
  expect(long.status, JSON.stringify(long.json)).toBe(201);
  detailPages.push(`/blogs/${long.json.data.slug}`);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

async function withoutJs<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('with JavaScript off', () => {
  it('every page reads correctly: styled navigation, heading, content and footer', async () => {
    await withoutJs(async (page) => {
      for (const path of [...LIST_AND_CONTENT_PAGES, ...detailPages]) {
        await page.goto(`${stack.url}${path}`);
        const h1 = page.getByRole('heading', { level: 1 });
        expect(await h1.count(), path).toBe(1);
        expect(await h1.isVisible(), path).toBe(true);
        expect(await page.getByRole('contentinfo').isVisible(), path).toBe(true);
        // Styled from the HTML alone: the sticky header bar and the footer's grid come from the stylesheet.
        const header = await page.locator('header').evaluate((el) => getComputedStyle(el).position);
        expect(header, path).toBe('sticky');
        expect(
          await page.locator('main').evaluate((el) => el.getBoundingClientRect().top),
          path,
        ).toBeLessThan(120);
        // Nothing that needs JavaScript is shown without it.
        expect(
          await page.locator('[data-needs-js]:visible, [data-openings-filter]:visible').count(),
          path,
        ).toBe(0);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          path,
        ).toBe(0);
      }
    });
  });

  it('lists show their items and links', async () => {
    await withoutJs(async (page) => {
      await page.goto(`${stack.url}/blogs`);
      expect(await page.locator('main article a[href^="/blogs/"]').count()).toBeGreaterThan(0);
      await page.goto(`${stack.url}/careers`);
      expect(await page.getByRole('link', { name: /^View and apply: / }).count()).toBeGreaterThan(0);
      await page.goto(`${stack.url}/`);
      expect(await page.locator('#testimonials figure').count()).toBeGreaterThan(0);
    });
  });

  it('forms say they need JavaScript, with another way to reach the company, and are not shown', async () => {
    await withoutJs(async (page) => {
      for (const path of [...FORM_PAGES, detailPages[2] as string]) {
        await page.goto(`${stack.url}${path}`);
        // (Playwright's text queries skip <noscript>, so the notice is found by its class.)
        const notice = page.locator('main .needs-js');
        expect(await notice.isVisible(), path).toBe(true);
        expect(await notice.textContent(), path).toContain('This form needs JavaScript.');
        expect(await notice.locator(`a[href="mailto:${DEMO_CONTACTS.hello}"]`).isVisible(), path).toBe(true);
        expect(await page.locator('main form').isVisible(), path).toBe(false);
      }
    });
  });
});

describe('with JavaScript on', () => {
  it.each(FORM_PAGES)('%s loads no script beyond its HTML until a visitor reaches its form', async (path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const html = await (await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' }))?.text();
    await page.waitForFunction(() => document.documentElement.dataset.siteReady !== undefined);
    // The initial scripts are the ones the served HTML names (what bench:web counts against the budget).
    const named = [
      ...(html ?? '').matchAll(/<script[^>]+src="([^"]+)"|<link rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((m) => m[1] ?? m[2]);
    expect(named.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !named.includes(s))).toEqual([]);
    expect(
      await page.evaluate(() => 'React' in window || document.querySelector('[data-island="live"]') !== null),
    ).toBe(false);
    const before = scripts.length;
    await page.locator('main form input:not([type="hidden"])').first().focus();
    await page.locator('[data-island="live"] form').waitFor();
    expect(scripts.length).toBeGreaterThan(before);
    // A speculation-rules prefetch makes the next page instant.
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(1);
    await context.close();
  });

  it('the hero carousel moves with its buttons and dots', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset.siteReady !== undefined);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const visible = () => carousel.locator('[data-slide]:visible').getAttribute('aria-label');
    expect(await visible()).toMatch(/^1 of 3/);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await visible()).toMatch(/^2 of 3/);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    expect(await visible()).toMatch(/^3 of 3/);
    await carousel.getByRole('button', { name: /^Show slide 1/ }).click();
    expect(await visible()).toMatch(/^1 of 3/);
    expect(await carousel.getByRole('button', { name: /^Show slide 1/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await context.close();
  });

  it('the careers filter shows one category, and says when it has no openings', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/careers`);
    const filters = page.getByRole('group', { name: 'Filter openings by category' });
    await filters.waitFor();
    await filters.getByRole('button', { name: 'Design' }).click();
    expect(await page.getByRole('region', { name: 'Design openings' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'IT openings' }).count()).toBe(0);
    await filters.getByRole('button', { name: 'Management' }).click();
    await page.getByText('No more listings available').waitFor();
    await filters.getByRole('button', { name: 'All' }).click();
    expect(await page.getByRole('region', { name: 'IT openings' }).isVisible()).toBe(true);
    await context.close();
  });
});
