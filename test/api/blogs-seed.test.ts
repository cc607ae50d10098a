import { seedDemoContent } from '@app/services/local/seed';
import { demoBlogs } from '@app/services/local/seed-data/blogs';
import { RSS_ITEMS } from '@app/shared/blog-lists';
import { escapeXml } from '@app/shared/unsafe-chars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.dispose();
});

/** Every live post, page by page: other files on the shared stack publish posts of their own. */
async function livePosts(): Promise<Array<Record<string, string>>> {
  const all: Array<Record<string, string>> = [];
  for (let cursor = '', first = true; first || cursor; first = false) {
    const page = (await api(stack, 'GET', `/blogs/get-all-blogs?limit=50${cursor && `&cursor=${cursor}`}`))
      .json.data;
    all.push(...page.items);
    cursor = page.nextCursor ? encodeURIComponent(page.nextCursor) : '';
  }
  return all;
}

describe('the demo blog seed', () => {
  it('publishes several posts across industries, each with hero and open graph images', async () => {
    const all = await livePosts();
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
    // The feed holds the newest posts of the whole shared stack: every live seeded post newer than
    // its oldest entry (every one, while it holds fewer than RSS_ITEMS) is in it, by title.
    const feed = await (await fetch(`${stack.url}/blogs/rss.xml`)).text();
    const entries = [
      ...feed.matchAll(
        /<guid isPermaLink="true">[^<]*\/blogs\/([^<]+)<\/guid>\s*<pubDate>([^<]+)<\/pubDate>/g,
      ),
    ].map(([, slug, date]) => ({ slug, at: Date.parse(date as string) }));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(RSS_ITEMS);
    const oldest =
      entries.length < RSS_ITEMS ? Number.NEGATIVE_INFINITY : Math.min(...entries.map((e) => e.at));
    const seeded = new Map(demoBlogs().map((b) => [b.slug, b.title]));
    const due = (await livePosts()).filter(
      (b) => seeded.has(b.slug as string) && Date.parse(b.publishAt as string) > oldest,
    );
    for (const post of due) {
      expect(entries.map((e) => e.slug)).toContain(post.slug);
      expect(feed).toContain(`<title>${escapeXml(seeded.get(post.slug as string) as string)}</title>`);
    }
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
