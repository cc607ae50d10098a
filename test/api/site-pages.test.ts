import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
// Imported after the stack sets the handlers' env, as the gateway does.
let pages: typeof import('@app/services/lib/site-pages');

beforeAll(async () => {
  stack = await startTestStack();
  pages = await import('@app/services/lib/site-pages');
});
afterAll(async () => {
  await stack?.dispose();
});

describe('share-ready pages published to the site bucket', () => {
  it('serves a published page with its own head to a plain fetch, and 404 once removed', async () => {
    await pages.publishPage({
      path: '/blogs/a-published-post',
      title: 'A published post | Moondive',
      description: 'What crawlers read first.',
      ogImage: '/media/blog/og.webp',
      ogType: 'article',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'A published post' }],
      bodyHtml: '<article><h1>A published post</h1><p>Body text.</p></article>',
    });
    const res = await fetch(`${stack.url}/blogs/a-published-post`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>A published post | Moondive</title>');
    expect(html).toContain('<meta property="og:title" content="A published post | Moondive">');
    expect(html).toContain(`<meta property="og:image" content="${stack.url}/media/blog/og.webp">`);
    expect(html).toContain('<h1>A published post</h1>');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).not.toContain('noindex');

    await pages.unpublishPage('/blogs/a-published-post');
    expect((await fetch(`${stack.url}/blogs/a-published-post`)).status).toBe(404);
  });

  it('serves a published sitemap part', async () => {
    await pages.publishSitemap('blogs', [{ path: '/blogs/one', lastModified: '2026-11-20T10:00:00.000Z' }]);
    const res = await fetch(`${stack.url}/sitemap-blogs.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    expect(await res.text()).toContain(`<loc>${stack.url}/blogs/one</loc><lastmod>2026-11-20</lastmod>`);
  });
});
