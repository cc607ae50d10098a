import { seedDemoContent } from '@app/services/local/seed';
import { demoBlogs } from '@app/services/local/seed-data/blogs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.dispose();
});

describe('the demo blog seed', () => {
  it('publishes several posts across industries, each with hero and open graph images', async () => {
    // Every live post, page by page: other files on the shared stack publish posts of their own.
    const all: Array<Record<string, string>> = [];
    for (let cursor = '', first = true; first || cursor; first = false) {
      const page = (await api(stack, 'GET', `/blogs/get-all-blogs?limit=50${cursor && `&cursor=${cursor}`}`))
        .json.data;
      all.push(...page.items);
      cursor = page.nextCursor ? encodeURIComponent(page.nextCursor) : '';
    }
    // Newest first, across every post.
    expect([...all.map((b) => b.publishAt)].sort().reverse()).toEqual(all.map((b) => b.publishAt));
    const seeded = new Set(demoBlogs().map((b) => b.slug));
    const items = all.filter((b) => seeded.has(b.slug as string));
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(new Set(items.map((b) => b.industry)).size).toBeGreaterThanOrEqual(4);
    for (const blog of items) {
      for (const image of [blog.heroImage, blog.ogImage]) {
        expect(image).toMatch(/^\/media\/blog\/[0-9a-f-]{36}\.png$/);
        const res = await fetch(`${stack.url}${image}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
      }
    }
  });

  it('writes each post a share-ready page, the sitemap and the feed at start', async () => {
    const html = await (await fetch(`${stack.url}/blogs/how-to-scope-an-mvp`)).text();
    expect(html).toContain('<meta property="og:title" content="How to scope an MVP">');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/media\/blog\/[0-9a-f-]+-og\.jpg"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">/,
    );
    expect(await (await fetch(`${stack.url}/sitemap-blogs.xml`)).text()).toContain(
      '/blogs/why-fast-stores-sell-more</loc>',
    );
    expect(await (await fetch(`${stack.url}/blogs/rss.xml`)).text()).toContain(
      'Learning apps students come back to',
    );
  });

  it('does not bring back a demo post that staff deleted', async () => {
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const post = await api(stack, 'GET', '/blogs/get-single-blog?slug=why-fast-stores-sell-more');
    expect(
      (await api(stack, 'DELETE', `/blogs/delete?id=${post.json.data._id}`, { token: admin })).status,
    ).toBe(200);
    await seedDemoContent(stack.env);
    expect((await api(stack, 'GET', '/blogs/get-single-blog?slug=why-fast-stores-sell-more')).status).toBe(
      404,
    );
    expect((await api(stack, 'GET', '/blogs/get-single-blog?slug=how-to-scope-an-mvp')).status).toBe(200);
  });
});
