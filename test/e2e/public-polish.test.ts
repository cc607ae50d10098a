import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/local-stack';
import { usePublicPages } from '../support/page-checks';
import { useStackAndBrowser } from '../support/stack-and-browser';

/**
 * What a visitor sees, checked where the issue 17 review found slips: the
 * office cards under the footer, empty related articles, default-blue links,
 * small inputs, empty hero halves, misaligned legal pages, copy slips and the
 * 404 text. One stack and one browser for the file.
 */

const shared = useStackAndBrowser();
const openPage = usePublicPages(() => shared.browser);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await openPage(`${shared.stack.url}${path}`, { viewport });
  await page.locator('footer').waitFor();
  return page;
}

describe('office cards', () => {
  it.each([
    ['/contact-us', DESKTOP],
    ['/contact-us', PHONE],
    ['/contact', DESKTOP],
    ['/contact', PHONE],
  ])('%s at %o: both offices sit inside their section, above the footer', async (path, viewport) => {
    const page = await open(path, viewport);
    const section = page.locator('section[aria-labelledby="offices-heading"]');
    const cards = section.locator('address');
    expect(await cards.count()).toBe(2);
    const box = await section.boundingBox();
    const footerTop = (await page.locator('footer').boundingBox())?.y ?? 0;
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      expect(await card.isVisible()).toBe(true);
      const c = await card.boundingBox();
      const s = await section.boundingBox();
      const f = (await page.locator('footer').boundingBox())?.y ?? 0;
      expect(c && s).toBeTruthy();
      if (!c || !s) continue;
      expect(c.y).toBeGreaterThanOrEqual(s.y - 1);
      expect(c.y + c.height).toBeLessThanOrEqual(s.y + s.height + 1);
      expect(c.y + c.height).toBeLessThanOrEqual(f);
    }
    expect(box && box.y + box.height <= footerTop).toBe(true);
    expect(await section.getByText('Washington, United States').isVisible()).toBe(true);
  });
});

describe('blog posts', () => {
  it('every post lists related articles (tags and industry first, then the latest), never itself', async () => {
    const list = await api(shared.stack, 'GET', '/blogs/get-all-blogs?limit=50');
    const posts = list.json.data.items as Array<{ _id: string; slug: string; industry: string }>;
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      const res = await api(
        shared.stack,
        'GET',
        `/blogs/recommended?currentBlogId=${post._id}&industry=${encodeURIComponent(post.industry)}`,
      );
      const slugs = (res.json.data as Array<{ slug: string }>).map((b) => b.slug);
      expect(slugs.length, post.slug).toBe(3);
      expect(slugs).not.toContain(post.slug);
    }
    const page = await open(`/blogs/${posts[0]?.slug}`);
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related Articles' }) });
    await related.locator('a[href^="/blogs/"]').first().waitFor();
    expect(await related.locator('a[href^="/blogs/"]').count()).toBeGreaterThanOrEqual(3);
  });
});

describe('links, inputs, heroes and alignment', () => {
  it('shows no browser-default blue or purple link on the content pages', async () => {
    for (const path of ['/', '/case-study', '/our-work', '/contact-us', '/about-us']) {
      const page = await open(path);
      const defaults = await page.locator('main a').evaluateAll((links) =>
        links
          .filter((a) => (a as HTMLElement).offsetParent !== null)
          .map((a) => [a.textContent?.trim(), getComputedStyle(a).color])
          .filter(([, color]) => color === 'rgb(0, 0, 238)' || color === 'rgb(85, 26, 139)'),
      );
      expect(defaults, path).toEqual([]);
    }
  });

  it('uses 16 px text in every public form input, so phones do not zoom in', async () => {
    const job = (await api(shared.stack, 'GET', '/careers/openings')).json.data.items[0]._id as string;
    for (const path of ['/contact-us', '/contact', '/lets-connect', '/schedule-meeting', `/careers/${job}`]) {
      const page = await open(path, PHONE);
      // The prerendered form carries the same classes as the live one, so either is measured.
      await page.locator('form input[type="email"]').first().waitFor();
      const sizes = await page
        .locator(
          'form input:not([type="hidden"]):not([type="radio"]):not([type="file"]), form select, form textarea',
        )
        .evaluateAll((els) =>
          els
            .filter((e) => (e as HTMLElement).offsetParent !== null)
            .map((e) => [e.getAttribute('name'), Number.parseFloat(getComputedStyle(e).fontSize)]),
        );
      expect(sizes.length, path).toBeGreaterThan(2);
      expect(
        sizes.filter(([, size]) => (size as number) < 16),
        path,
      ).toEqual([]);
    }
  });

  it('fills the right half of the About and Careers heroes with an illustration at 1366 px', async () => {
    for (const path of ['/about-us', '/careers']) {
      const page = await open(path);
      const art = page.locator('main img').first();
      const box = await art.boundingBox();
      expect(box && box.x > DESKTOP.width / 2 - 40 && box.width > 300, path).toBe(true);
      expect(await art.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
  });

  it('aligns the legal pages’ text with their title', async () => {
    for (const path of ['/privacy-policy', '/terms-and-conditions']) {
      const page = await open(path);
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      const h2 = await page.getByRole('heading', { level: 2 }).first().boundingBox();
      expect(Math.abs((h1?.x ?? 0) - (h2?.x ?? 100)), path).toBeLessThanOrEqual(2);
    }
  });
});

describe('copy', () => {
  it('says "an MVP", counts 17 industries without Other, and shows locations readably', async () => {
    const service = await open('/service/mvp-development');
    expect(await service.locator('main').textContent()).not.toMatch(/\ba MVP\b/);
    const home = await open('/');
    expect(await home.getByRole('link', { name: 'See all 17 industries' }).isVisible()).toBe(true);
    const jobs = (await api(shared.stack, 'GET', '/careers/openings')).json.data.items as Array<{
      _id: string;
    }>;
    const page = await open(`/careers/${jobs[0]?._id}`);
    const location = await page.locator('dt', { hasText: 'Location' }).locator('+ dd').textContent();
    expect(location).toMatch(/Noida, India|Washington, DC, United States|Remote/);
    expect(location).not.toContain('Noida India');
  });

  it('answers a mistyped URL with "Page not found" and useful links, not "Something went wrong"', async () => {
    const context = await shared.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const res = await page.goto(`${shared.stack.url}/servces/mvp-developement`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: 'Contact us' }).isVisible()).toBe(true);
    await context.close();
  });
});
