import type { runSiteMaintenance as RunSiteMaintenance } from '@app/services/tasks/site-maintenance';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitSignIn } from '../support/auth-ui';
import { createMember, MEMBER_PASSWORD } from '../support/auth-users';
import { closeContexts, sharedBrowser } from '../support/browser';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 19.4 in a browser: a Content Writer plans an X post (the count is
 * live, the linked blog post's card shows), sees it on the calendar, the
 * sweep marks it due and mails them the share links, and the planner then
 * offers the same links. Also at phone width.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let page: Page;
let run: typeof RunSiteMaintenance;
let writerToken: string;
const WRITER = 'planner.writer@example.com';
const TEXT = `Planned from the browser <b>not bold</b> & more ${Date.now()}`;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  writerToken = await createMember(stack, WRITER, ['ContentWriter']);
  run = (await import('@app/services/tasks/site-maintenance')).runSiteMaintenance;
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await submitSignIn(page, stack, WRITER, MEMBER_PASSWORD);
  await page.waitForURL(/\/dashboard|\/admin/);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

async function inViewport(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const size = page.viewportSize() as { width: number; height: number };
  expect(box).not.toBeNull();
  const b = box as { x: number; y: number; width: number; height: number };
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(size.width);
  expect(b.y + b.height).toBeLessThanOrEqual(size.height);
}

const noOverflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('planning a social post', () => {
  it('plans a scheduled X post with a live count and the linked page’s card, and shows it on the calendar', async () => {
    await page.goto(`${stack.url}/admin/social-media`);
    await page.getByTestId('social-calendar').waitFor();
    await page.getByRole('button', { name: 'New post', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan a social post' });
    await dialog.waitFor();
    await inViewport(dialog);
    await dialog.locator('label', { hasText: /^X$/ }).click();
    const text = dialog.getByLabel('Text');
    await text.fill('a'.repeat(260));
    await expect
      .poll(() => dialog.getByTestId('char-count').textContent())
      .toContain("4 over X's limit of 280");
    // Issue 27, item 9: a failed save marks the text; the error stays while the text is still
    // too long and goes once it fits, here by picking LinkedIn's larger limit (once it stayed red).
    await dialog.getByRole('button', { name: 'Plan post' }).click();
    await expect.poll(() => text.getAttribute('aria-invalid')).toBe('true');
    await text.fill('a'.repeat(285));
    expect(await text.getAttribute('aria-invalid'), 'still over the limit: still marked').toBe('true');
    await dialog.locator('label', { hasText: /^LinkedIn$/ }).click();
    await expect.poll(() => text.getAttribute('aria-invalid')).not.toBe('true');
    await dialog.locator('label', { hasText: /^X$/ }).click();
    await text.fill(TEXT);
    await expect
      .poll(() => dialog.getByTestId('char-count').textContent())
      .toMatch(/^\d+ of 280 characters left/);
    // A seeded post by name: other files on the shared stack publish posts of their own.
    await dialog.getByLabel('Blog post').fill('How to scope an MVP');
    // Mantine's dropdown animates, so pick by keyboard as a keyboard user would.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByTestId('link-preview').locator('img').waitFor();
    // Two minutes ago, in the browser's time zone: the next sweep finds it due.
    const past = await page.evaluate(() => {
      const d = new Date(Date.now() - 120_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    await dialog.getByLabel('Post at').fill(past);
    await dialog.getByRole('button', { name: 'Plan post' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const chip = page
      .getByTestId('social-calendar')
      .getByRole('button', { name: /^X post at .*, Scheduled: Planned from the browser/ });
    await chip.waitFor();
    expect(await chip.getAttribute('data-status')).toBe('scheduled');
    expect(await noOverflow(page)).toBe(true);
    await page.locator('label', { hasText: /^Week$/ }).click();
    await chip.waitFor();
  });

  it('marks it due at its time, mails the author the share links, and the planner offers them too', async () => {
    // The sweep touches this post only: the stack is shared, other files' due posts are theirs to sweep.
    const around = (minutes: number) =>
      encodeURIComponent(new Date(Date.now() + minutes * 60_000).toISOString());
    const planned = await api(stack, 'GET', `/admin/social-posts?from=${around(-60)}&to=${around(60)}`, {
      token: writerToken,
    });
    const id = planned.json.data.items.find((p: { text: string }) => p.text === TEXT)?.id as string;
    expect(id).toBeDefined();
    await run('sweep', undefined, { scope: { ids: [id] } });
    const mail = stack.outbox
      .list()
      .find((m) => m.to.includes(WRITER) && m.subject.startsWith('Time to post on X'));
    expect(mail).toBeDefined();
    expect(mail?.html).toContain('https://x.com/intent/post?text=');
    expect(mail?.html).not.toContain('<b>not bold</b>');
    await page.reload();
    await page.locator('label', { hasText: /^List$/ }).click();
    const row = page.locator('[data-post-row]', { hasText: 'Planned from the browser' });
    await row.getByText('Due', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Open' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit social post' });
    await dialog.waitFor();
    const share = dialog.getByRole('link', { name: 'Share on X' });
    const href = new URL((await share.getAttribute('href')) as string);
    expect(`${href.origin}${href.pathname}`).toBe('https://x.com/intent/post');
    expect(href.searchParams.get('text')).toBe(TEXT);
    expect(href.searchParams.get('url')).toMatch(/utm_source=x&utm_medium=social&utm_campaign=/);
    await page.keyboard.press('Escape');
  });

  it('shows the plan as an agenda on a phone, with no sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('label', { hasText: /^Month$/ }).click();
    const agenda = page.getByTestId('social-agenda');
    await agenda.getByRole('button', { name: /Planned from the browser/ }).waitFor();
    expect(await noOverflow(page)).toBe(true);
    await agenda.getByRole('button', { name: /Planned from the browser/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit social post' });
    await dialog.waitFor();
    // The dialog opens at its top; its long form scrolls to the save button.
    await inViewport(dialog.getByRole('heading', { name: 'Edit social post' }));
    const save = dialog.getByRole('button', { name: 'Save changes' });
    await save.scrollIntoViewIfNeeded();
    await inViewport(save);
    expect(await noOverflow(page)).toBe(true);
  });
});
