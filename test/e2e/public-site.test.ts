import { ADMIN_USER_TYPE, AUTH, DRAWER_CLOSE_DELAY_MS, SHARE_POPUP } from '@app/shared/constants';
import { MESSAGES, selectMessage } from '@app/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  // Many page loads from one address in a short time; the public API's rate limit is tested elsewhere.
  stack.rateLimiter.configure('off');
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

async function open(
  path: string,
  options: { mobile?: boolean; init?: () => void; viewport?: null } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport:
      options.viewport === null
        ? null
        : options.mobile
          ? { width: 390, height: 844 }
          : { width: 1280, height: 800 },
  });
  contexts.push(context);
  // Nothing may leave the machine: third-party hosts (share targets) get a stub page.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
  );
  const page = await context.newPage();
  if (options.init) await page.addInitScript(options.init);
  await page.goto(`${stack.url}${path}`);
  await siteReady(page);
  return page;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The public pages are static HTML; the site script (web/src/site-script) gives them their behaviour. */
async function siteReady(page: Page) {
  await page.locator('header').waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.siteReady !== undefined);
}

describe('navigation', () => {
  it('opens and closes the Services and Company dropdowns with the mouse and the keyboard', async () => {
    const page = await open('/');
    const services = mainNav(page).getByRole('button', { name: 'Services' });
    await services.click();
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
    const serviceLinks = mainNav(page).getByRole('link', {
      name: /Development|Analytics|Engineering|Solutions|Designing/,
    });
    expect(await serviceLinks.count()).toBe(6);
    await page.keyboard.press('Escape');
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');

    const company = mainNav(page).getByRole('button', { name: 'Company' });
    await company.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('About Us');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Life at Moondive');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/life-at-moondive$/);
    await expect.poll(() => company.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Life at Moondive');
  });

  it('closes the mobile drawer 1 s after a navigation', async () => {
    const page = await open('/careers', { mobile: true });
    expect(await mainNav(page).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Moondive home' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Software that moves your business forward' })
      .waitFor();
    // Fake time that only moves when the test says so (React itself schedules with MessageChannel).
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    // A page load: the new page shows the drawer still open, as the single-page app did, and closes it.
    await drawer.getByRole('link', { name: 'Careers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Careers at Moondive' }).waitFor();
    await siteReady(page);
    await page.clock.runFor(DRAWER_CLOSE_DELAY_MS - 50);
    expect(await drawer.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('hides the bar when scrolling down past 100 px and shows it when scrolling up', async () => {
    const page = await open('/');
    const header = page.locator('header');
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-hidden')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => header.getAttribute('data-hidden')).not.toBeNull();
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.getAttribute('data-hidden')).toBeNull();
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  });

  it('shows a signed-in Admin only the word Admin', async () => {
    const user = JSON.stringify({ email: 'boss@example.com', roles: ['SuperAdmin'], type: ADMIN_USER_TYPE });
    const page = await open('/careers', {
      init: new Function(
        `localStorage.setItem(${JSON.stringify(AUTH.userStorageKey)}, ${JSON.stringify(user)})`,
      ) as () => void,
    });
    await expect.poll(() => mainNav(page).textContent()).toBe('Admin');
    expect(await page.getByRole('button', { name: 'Services' }).count()).toBe(0);
  });

  it('pushes a Contact Us event to the data layer before the next page loads', async () => {
    // A tag manager's data layer; what it receives is kept across the page load in sessionStorage.
    const page = await open('/industries', {
      init: () => {
        const layer: unknown[] = [];
        layer.push = (...events: unknown[]) => {
          const seen = JSON.parse(sessionStorage.getItem('pushed') ?? '[]') as unknown[];
          sessionStorage.setItem('pushed', JSON.stringify([...seen, ...events]));
          return Array.prototype.push.apply(layer, events);
        };
        (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
      },
    });
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(/\/contact-us$/);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('pushed') ?? '[]'))).toEqual([
      { event: 'contact_us_click', label: 'Contact Us', page: '/industries' },
    ]);
  });

  it('has no navigation or footer on /login', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
  });
});

describe('forms', () => {
  it('validates Contact Us on the client with the shared schema messages; * marks required fields', async () => {
    const page = await open('/contact-us');
    const form = page.locator('form[toolname="contactUs"]');
    expect(await form.getAttribute('tooldescription')).toBeTruthy();
    for (const label of ['Name', 'Email', 'Contact No.']) {
      expect(await form.locator('label', { hasText: label }).first().textContent()).toMatch(/\*\s*$/);
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of ['Name is required.', MESSAGES.emailRequired, 'Contact number is required.']) {
      await page.getByText(message).waitFor();
    }
    expect(page.url()).toBe(`${stack.url}/contact-us`);
  });

  it('validates the lets-connect form', async () => {
    const page = await open('/lets-connect');
    await page.getByRole('button', { name: /submit|send/i }).click();
    await page.getByText('Full name is required.').waitFor();
    await page.getByText(selectMessage('a budget')).waitFor();
    expect(page.url()).toBe(`${stack.url}/lets-connect`);
  });

  it('keeps what was typed before the form code loaded', async () => {
    const page = await open('/contact-us');
    await page.getByLabel(/^Name/).fill('Ada Lovelace');
    await page.getByLabel(/^Email/).fill('ada@example.com');
    await page.locator('[data-island="live"]').waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Ada Lovelace');
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('ada@example.com');
  });
});

describe('not found', () => {
  it('answers an unknown path with 404 and a page-not-found page, without errors', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${stack.url}/definitely/not/here`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByText(/There is no page at this address/).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Careers' }).isVisible()).toBe(true);
    expect(await page.locator('header').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('blog view', () => {
  it('opens share links in a 600x400 popup and copies the link', async () => {
    const list = await api(stack, 'GET', '/blogs/get-all-blogs?limit=1');
    const slug = (list.json.data.items as Array<{ slug: string }>)[0]?.slug;
    expect(slug).toBeTruthy();
    const page = await open(`/blogs/${slug}`, {
      viewport: null,
      init: () => {
        const calls: unknown[][] = [];
        (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
        const original = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          calls.push(args);
          return original(...args);
        };
      },
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    const share = page.getByRole('button', { name: 'Share on LinkedIn' });
    await share.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), share.click()]);
    await popup.waitForLoadState();
    const calls = await page.evaluate(() => (window as unknown as { openCalls: string[][] }).openCalls);
    expect(calls[0]?.[2]).toContain(`width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`);
    // window.open's width and height set the content area; the window manager may round by a pixel.
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(size.width).toBe(SHARE_POPUP.width);
    expect(Math.abs(size.height - SHARE_POPUP.height)).toBeLessThanOrEqual(2);
    expect(popup.url()).toContain('linkedin.com/sharing/share-offsite/?url=');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText(MESSAGES.urlCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.url}/blogs/${slug}`);
  });
});
