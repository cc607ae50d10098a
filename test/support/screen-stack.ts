import type { LocalStack } from '@app/services/local/stack';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createMember } from './auth-users';
import { api, signIn } from './local-stack';
import type { Samples, Shot, Viewport } from './screen-catalog';

/**
 * What `npm run screens` and the admin layout tests share: sample records in
 * a seeded stack, one signed-in browser page, and "open this shot".
 */

const LEAD = { name: 'Priya Nair', email: 'priya.nair@example.com' };
const MEMBER = 'writer.sample@example.com';

/** Adds what the seed lacks (a second member, a contact lead) and finds one record of each kind. */
export async function prepareSamples(stack: LocalStack, admin: { email: string; password: string }) {
  const token = await signIn(stack, admin.email, admin.password);
  const members = await api(stack, 'GET', `/admin/members?q=${encodeURIComponent(MEMBER)}`, { token });
  if (!members.json.data?.items?.length) await createMember(stack, MEMBER, ['ContentWriter']);
  const leads = await api(stack, 'GET', '/admin/get-contact-leads?limit=50', { token });
  if (!leads.json.data?.items?.some((l: { email: string }) => l.email === LEAD.email))
    await api(stack, 'POST', '/contact/contact-us', {
      body: {
        name: LEAD.name,
        email: LEAD.email,
        contactNo: '+91 98765 43210',
        message: 'We need a partner to rebuild our patient portal.',
      },
    });
  const first = async (path: string, field: string) => {
    const res = await api(stack, 'GET', path, { token });
    const value = res.json.data?.items?.[0]?.[field];
    if (typeof value !== 'string') throw new Error(`No sample from ${path}: ${JSON.stringify(res.json)}`);
    return value;
  };
  const blogSlug = await first('/blogs/get-all-blogs?limit=1', 'slug');
  const post = await (await fetch(`${stack.url}/blogs/${blogSlug}`)).text();
  // One tag list and the industry list, as the post links them.
  const blogLists = ['tag', 'industry'].flatMap((kind) => {
    const href = post.match(new RegExp(`href="(/blogs/${kind}/[a-z0-9-]+)"`))?.[1];
    return href ? [href] : [];
  });
  const samples: Samples = {
    blogSlug,
    blogLists,
    caseStudySlug: await first('/case-studies?limit=1', 'slug'),
    jobId: await first('/careers/openings', '_id'),
    memberEmail: MEMBER,
    leadName: LEAD.name,
  };
  return samples;
}

/** A browser page signed in through /login, as a member would. */
export async function signedInPage(
  browser: Browser,
  stack: LocalStack,
  admin: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${stack.url}/login?next=/dashboard`);
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return { context, page };
}

const inShell = (path: string) => path.startsWith('/admin') || path.startsWith('/dashboard');

/** Waits until nothing is loading: the h1 is there and no spinner or skeleton is left. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .locator('[role="progressbar"], .mantine-Loader-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits for running transitions (dialogs, drawers, the navbar) to end; endless ones (spinners) are skipped. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Mantine starts a transition a frame or two after the state changes: let it start first.
    // (No named function in here: tsx would wrap it in a __name() helper the page lacks.)
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const running = document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** A client-side navigation within the signed-in admin, as the router does it; waits for the new screen's h1. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const h1 of Array.from(document.querySelectorAll('main h1'))) h1.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('main h1:not([data-left])').first().waitFor();
}

/** Opens a shot at a viewport: loads its path, waits, then runs its action. */
export async function openShot(
  page: Page,
  base: string,
  shot: Shot,
  viewport: Viewport,
): Promise<Locator | undefined> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const here = page.url().startsWith(base) ? new URL(page.url()) : null;
  if (here && inShell(here.pathname) && inShell(shot.path)) {
    // Within the signed-in admin a client-side navigation is enough: a page load costs about
    // 0.8 s per shot. The same address again goes by another screen first, so the screen is
    // mounted afresh and no dialog of the last shot stays open.
    if (`${here.pathname}${here.search}` === shot.path)
      await navigateInApp(page, shot.path.startsWith('/dashboard') ? '/admin/settings' : '/dashboard');
    await navigateInApp(page, shot.path);
  } else {
    await page.goto(`${base}${shot.path}`);
  }
  await settle(page);
  const opened = await shot.act?.(page, viewport);
  await transitionsDone(page);
  return opened;
}
