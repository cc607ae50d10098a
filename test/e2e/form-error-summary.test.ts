import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, MEMBER_PASSWORD } from '../support/auth-users';
import { VIEWPORTS } from '../support/screen-catalog';
import { useStackAndBrowser } from '../support/stack-and-browser';

/**
 * GOV.UK's error summary on the long staff forms (issue 27 item 2): a failed submit shows, at the
 * top of the form and in the viewport, how many problems there are, each a link to its field, with
 * focus on the summary; fixing a field takes its line out. At 1366 × 900 and 390 × 844.
 */
const env = useStackAndBrowser();
const ADMIN = `summary.${Math.random().toString(36).slice(2, 8)}@example.com`;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  await createMember(env.stack, ADMIN, ['SuperAdmin']);
  context = await env.browser.newContext();
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${env.stack.url}/login?next=/admin/create-blog`);
  await page.getByLabel(/^Email/).fill(ADMIN);
  await page.getByLabel(/^Password/).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create Blog' }).waitFor();
});
afterAll(async () => {
  await context?.close();
});

/** The summary's box, its lines and the error texts under the fields, and where focus is. */
function read(target: Page) {
  return target.evaluate(() => {
    const summary = document.querySelector<HTMLElement>('[data-testid="error-summary"]');
    const r = summary?.getBoundingClientRect();
    return {
      inViewport:
        !!r && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth,
      focused: !!summary && document.activeElement === summary,
      title: summary?.querySelector('.mantine-Alert-title')?.textContent ?? null,
      lines: Array.from(summary?.querySelectorAll('a') ?? []).map((a) => a.textContent ?? ''),
      fieldErrors: Array.from(document.querySelectorAll('form .mantine-InputWrapper-error')).map(
        (e) => e.textContent ?? '',
      ),
    };
  });
}

const FORMS = [
  { name: 'Create Blog', path: '/admin/create-blog', submit: 'Publish', open: undefined },
  { name: 'Post a Job', path: '/admin/post-job', submit: 'Post job', open: undefined },
  {
    name: 'the case-study editor',
    path: '/admin/case-studies',
    submit: 'Create case study',
    open: 'New case study',
  },
  {
    name: 'Create Testimonial',
    path: '/admin/create/testimonial',
    submit: 'Create testimonial',
    open: undefined,
  },
  // Issue 27's forms that lacked it: a member's invitation, a Settings card (each card is its own form).
  { name: 'Invite member', path: '/admin/add-member', submit: 'Send invitation', open: undefined },
  { name: 'Settings: Change password', path: '/admin/settings', submit: 'Change password', open: undefined },
] as const;

describe.each(VIEWPORTS)('the error summary at $width × $height', (viewport) => {
  it.each(FORMS.map((f) => f.name))(
    '%s: an empty submit shows every error in a focused summary',
    async (name) => {
      const f = FORMS.find((x) => x.name === name) as (typeof FORMS)[number];
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${env.stack.url}${f.path}`);
      if (f.open) await page.getByRole('button', { name: f.open }).click();
      const submit = page.getByRole('button', { name: f.submit, exact: true });
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await page.getByTestId('error-summary').waitFor();
      await expect
        .poll(async () => (await read(page)).focused, { message: 'focus on the summary' })
        .toBe(true);
      const shown = await read(page);
      expect(shown.inViewport, 'the summary is in the viewport').toBe(true);
      expect(shown.fieldErrors.length).toBeGreaterThan(1);
      // Every error under a field is a line of the summary, and the title counts them.
      expect(shown.lines).toHaveLength(shown.fieldErrors.length);
      for (const message of shown.fieldErrors)
        expect(shown.lines.some((l) => l.endsWith(message))).toBe(true);
      expect(shown.title).toBe(`There are ${shown.fieldErrors.length} problems to fix`);
      await page.screenshot({
        path: `test-results/error-summary-${f.path.split('/').pop()}-${viewport.width}.png`,
      });

      // A line's link takes focus to its field.
      await page.getByTestId('error-summary').getByRole('link').first().click();
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const box = el?.getBoundingClientRect();
        return {
          inForm: !!el?.closest('form'),
          visible: !!box && box.bottom > 0 && box.top < window.innerHeight,
        };
      });
      expect(focused).toEqual({ inForm: true, visible: true });
    },
  );
});

describe('the error summary follows the fields', () => {
  it('a fixed field leaves the summary; a new failed submit moves focus back to it', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${env.stack.url}/admin/post-job`);
    await page.getByRole('button', { name: 'Post job', exact: true }).click();
    await page.getByTestId('error-summary').waitFor();
    const before = await read(page);
    await page.getByLabel('Job title').fill('Platform engineer');
    await expect.poll(async () => (await read(page)).lines.length).toBe(before.lines.length - 1);
    expect((await read(page)).lines.some((l) => l.includes('Job title'))).toBe(false);
    await page.getByLabel('Job title').focus();
    await page.getByRole('button', { name: 'Post job', exact: true }).click();
    await expect.poll(async () => (await read(page)).focused).toBe(true);
  });
});

describe('errors clear only when the field becomes valid (issue 27, item 2)', () => {
  const invalid = (label: RegExp) => page.getByLabel(label).getAttribute('aria-invalid');

  it('Post job: a still-wrong salary stays marked; fixing the other end of the range clears it', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${env.stack.url}/admin/post-job`);
    await page.getByRole('button', { name: 'Post job', exact: true }).click();
    await page.getByTestId('error-summary').waitFor();
    await page.getByLabel(/^Minimum salary/).fill('500000');
    await page.getByLabel(/^Maximum salary/).fill('100000');
    // Typing in the field no longer wipes its error while the value is still wrong.
    expect(await invalid(/^Maximum salary/)).toBe('true');
    await page.getByLabel(/^Maximum salary/).fill('200000');
    expect(await invalid(/^Maximum salary/)).toBe('true');
    await page.getByLabel(/^Minimum salary/).fill('100000');
    await expect.poll(() => invalid(/^Maximum salary/)).not.toBe('true');
  });

  it('case study: a slug still malformed stays marked; a valid one clears it', async () => {
    await page.goto(`${env.stack.url}/admin/case-studies`);
    await page.getByRole('button', { name: 'New case study' }).click();
    await page.getByRole('button', { name: 'Create case study', exact: true }).click();
    await page.getByTestId('error-summary').waitFor();
    expect(await invalid(/^Slug/)).toBe('true');
    await page.getByLabel(/^Slug/).fill('Bad Slug!');
    expect(await invalid(/^Slug/)).toBe('true');
    await page.getByLabel(/^Slug/).fill('a-good-slug');
    await expect.poll(() => invalid(/^Slug/)).not.toBe('true');
  });
});

describe('toasts in the admin', () => {
  it.each(VIEWPORTS)(
    'sit top right below the top bar at $width px, never over its buttons',
    async (viewport) => {
      const fresh = await env.browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      try {
        const p = await fresh.newPage();
        await p.goto(`${env.stack.url}/login?next=/admin/contact-leads`);
        await p.getByLabel(/^Email/).fill(ADMIN);
        await p.getByLabel(/^Password/).fill(MEMBER_PASSWORD);
        await p.getByRole('button', { name: 'Sign in' }).click();
        const toast = p.locator('.mantine-Notification-root', { hasText: 'Login successful!' });
        await toast.waitFor();
        await p.locator('header').first().waitFor();
        const [t, h] = [await toast.boundingBox(), await p.locator('header').first().boundingBox()];
        expect(t && h).toBeTruthy();
        if (t && h) {
          expect(t.y, 'the toast starts below the top bar').toBeGreaterThanOrEqual(h.y + h.height);
          expect(t.x + t.width, 'at the right').toBeGreaterThan(viewport.width - 40);
        }
      } finally {
        await fresh.close();
      }
    },
  );
});
