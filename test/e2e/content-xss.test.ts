import { XSS_CORPUS } from '@app/shared/testing/xss-corpus';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser } from '../support/browser';
import { uploadedImage } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { useReusedPages } from '../support/page-checks';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let token: string;
const HOSTILE = XSS_CORPUS.filter((x) => !x.includes('/media/')).join('\n');
const TITLE = '<img src=x onerror="window.__xss=1">"><script>window.__xss=1</script>';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), sharedBrowser()]);
  token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  const blog = await api(stack, 'POST', '/blogs/publish-blog', {
    token,
    body: {
      title: TITLE,
      content: `<p>Hostile post</p>${HOSTILE}`,
      industry: 'Technology',
      tags: ['<svg onload=window.__xss=1>'],
      slug: 'hostile-post-e2e',
      metaDescription: TITLE,
      heroImage: await uploadedImage(stack, token),
      heroImageAlt: '" onerror="window.__xss=1',
      ogImage: await uploadedImage(stack, token),
      ogTitle: TITLE,
      cta: {
        title: TITLE,
        description: TITLE,
        buttonText: '<b onclick=window.__xss=1>Go</b>',
        buttonLink: '/contact-us',
      },
    },
  });
  expect(blog.status).toBe(201);
  const study = await api(stack, 'POST', '/admin/case-studies', {
    token,
    body: {
      title: TITLE,
      slug: 'hostile-case-e2e',
      client: TITLE,
      industry: 'Finance',
      category: 'Data Analytics',
      summary: TITLE,
      results: [TITLE],
      content: `<p>Hostile case</p>${HOSTILE}`,
      heroImage: await uploadedImage(stack, token, {
        presignPath: '/admin/case-studies/upload-image',
        confirmPath: '/admin/case-studies/confirm-image',
      }),
      heroImageAlt: TITLE,
    },
  });
  expect(study.status).toBe(201);
  const quote = await api(stack, 'POST', '/admin/create/testimonial', {
    token,
    body: {
      name: 'Eve Mallory',
      designation: 'Tester',
      websiteName: TITLE,
      link: 'example.com',
      testimonial: TITLE,
    },
  });
  expect(quote.status).toBe(201);
});
afterAll(async () => {
  await closeContexts(browser);
  await stack?.dispose();
});

const takePage = useReusedPages(() => browser);

/** Loads a page (optionally signed in, optionally without JavaScript) and reports whether any injected script ran. */
async function probe(
  path: string,
  opts: { signedIn?: boolean; javaScript?: boolean; ready: (p: Page) => Promise<unknown> },
) {
  const page = await takePage({
    viewport: { width: 1280, height: 720 },
    javaScriptEnabled: opts.javaScript ?? true,
  });
  page.setDefaultTimeout(15_000);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  if (opts.signedIn) {
    const profile = await api(stack, 'GET', '/user/get-profile', { token });
    await page.context().addCookies([{ name: 'token', value: token, url: stack.url }]);
    await page.goto(`${stack.url}/login`);
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), profile.json.data.data);
  }
  await page.goto(`${stack.url}${path}`);
  await opts.ready(page);
  await page.waitForTimeout(300);
  const ran =
    opts.javaScript === false ? undefined : await page.evaluate(() => (window as { __xss?: number }).__xss);
  return { ran, dialogs };
}

describe('the XSS corpus, rendered where visitors and staff see it', () => {
  it.each([
    ['the blog view', '/blogs/hostile-post-e2e', (p: Page) => p.getByText('Hostile post').waitFor()],
    ['the blog list', '/blogs', (p: Page) => p.getByRole('link', { name: TITLE }).first().waitFor()],
    [
      'the case study view',
      '/case-study/hostile-case-e2e',
      (p: Page) => p.getByText('Hostile case').waitFor(),
    ],
    ['the case study list', '/case-study', (p: Page) => p.getByRole('link', { name: TITLE }).waitFor()],
    ['the home page testimonials', '/', (p: Page) => p.getByText('Eve Mallory').waitFor()],
  ])('runs nothing in %s', async (_name, path, ready) => {
    expect(await probe(path, { ready })).toEqual({ ran: undefined, dialogs: 0 });
  });

  it('runs nothing in the published pages with JavaScript off or on', async () => {
    for (const path of ['/blogs/hostile-post-e2e', '/case-study/hostile-case-e2e']) {
      const result = await probe(path, {
        javaScript: false,
        ready: (p) => p.locator('h1').first().waitFor(),
      });
      expect(result.dialogs).toBe(0);
    }
    // With JavaScript on (the site script and, for staff, the blog actions), nothing runs either.
    expect(
      await probe('/blogs/hostile-post-e2e', { ready: (p) => p.getByText('Hostile post').waitFor() }),
    ).toEqual({ ran: undefined, dialogs: 0 });
  });

  it.each([
    [
      'the blog list',
      '/admin/edit-blog',
      (p: Page) => p.getByRole('cell', { name: TITLE, exact: true }).waitFor(),
    ],
    [
      'the blog editor',
      '/admin/edit-blog?slug=hostile-post-e2e',
      (p: Page) => p.getByText('Hostile post').waitFor(),
    ],
    [
      'the case studies list',
      '/admin/case-studies',
      (p: Page) => p.getByRole('cell', { name: TITLE }).first().waitFor(),
    ],
    [
      'the testimonials list',
      '/admin/create/testimonial',
      (p: Page) => p.getByRole('cell', { name: 'Eve Mallory', exact: true }).waitFor(),
    ],
    [
      'the moderation screen',
      '/admin/website-moderation',
      (p: Page) => p.getByRole('heading', { name: 'Website Moderation' }).waitFor(),
    ],
  ])('runs nothing in the admin: %s', async (_name, path, ready) => {
    expect(await probe(path, { signedIn: true, ready })).toEqual({ ran: undefined, dialogs: 0 });
  });
});
