import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isStaticPath, PUBLIC_SCREENS } from '../../web/src/config/screens';
import { api } from '../support/local-stack';
import { axeViolations, usePublicPages } from '../support/page-checks';
import { useStackAndBrowser } from '../support/stack-and-browser';

/**
 * Every public route without parameters (from the route table the prerenderer renders, so a new
 * page is checked the day it is added), plus a blog article and an unknown path.
 */
const ROUTES = [...PUBLIC_SCREENS.map((r) => r.path).filter(isStaticPath), '/no-such-page'];

const shared = useStackAndBrowser();
const openPage = usePublicPages(() => shared.browser);

async function violations(path: string, prepare?: (page: Page) => Promise<void>, mobile = false) {
  const page = await openPage(`${shared.stack.url}${path}`, {
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  await page.locator('h1').first().waitFor();
  await prepare?.(page);
  return await axeViolations(page);
}

describe('accessibility (axe-core)', () => {
  it.each(ROUTES)('%s has no violations', async (path) => {
    // The meeting form with its times (it loads when touched; leads-forms.test.ts checks it untouched).
    const prepare =
      path === '/schedule-meeting'
        ? async (page: Page) => {
            await page.locator('form').hover();
            await page
              .locator('[data-island="live"] input[name="slot"]')
              .first()
              .waitFor({ state: 'attached' });
          }
        : undefined;
    expect(await violations(path, prepare)).toEqual([]);
  });

  it('a blog article has no violations', async () => {
    const list = await api(shared.stack, 'GET', '/blogs/get-all-blogs?limit=1');
    const slug = (list.json.data.items as Array<{ slug: string }>)[0]?.slug;
    expect(
      await violations(`/blogs/${slug}`, (page) => page.getByRole('button', { name: 'Copy link' }).waitFor()),
    ).toEqual([]);
  });

  it('the pages the API renders (tag and industry lists, a case study, a job) have no violations', async () => {
    const study = (await api(shared.stack, 'GET', '/case-studies')).json.data.items[0] as { slug: string };
    const job = (await api(shared.stack, 'GET', '/careers/openings')).json.data.items[0] as { _id: string };
    for (const path of [
      '/blogs/tag/mvp',
      '/blogs/industry/technology',
      `/case-study/${study.slug}`,
      `/careers/${job._id}`,
    ])
      expect(await violations(path), path).toEqual([]);
  });

  it('open menus, the mobile drawer and form errors have no violations', async () => {
    expect(await violations('/', (page) => page.getByRole('button', { name: 'Services' }).click())).toEqual(
      [],
    );
    expect(
      await violations(
        '/',
        async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        },
        true,
      ),
    ).toEqual([]);
    expect(
      await violations('/contact-us', async (page) => {
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Name is required.').waitFor();
      }),
    ).toEqual([]);
  });
});
