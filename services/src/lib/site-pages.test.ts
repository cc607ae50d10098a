import { describe, expect, it } from 'vitest';
import { pageKey, renderPageHtml } from './site-pages';

const shell = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shell</title>
<meta name="description" content="shell description"><meta property="og:title" content="Shell">
<link rel="canonical" href="http://x/"><meta name="robots" content="noindex"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

describe('renderPageHtml', () => {
  const html = renderPageHtml(
    shell,
    {
      path: '/blogs/hello-world',
      title: 'Hello "world" <b>',
      description: 'A post & more',
      ogImage: '/media/blog/og.webp',
      jsonLd: [{ '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' }],
      bodyHtml: '<article><h1>Hello world</h1></article>',
    },
    'https://www.example.com',
  );

  it('replaces the shell head tags with the page own, escaped', () => {
    expect(html).toContain('<title>Hello &quot;world&quot; &lt;b&gt;</title>');
    expect(html).not.toContain('<title>Shell</title>');
    expect(html).not.toContain('shell description');
    // The staff shell is noindex; a published page must be indexable.
    expect(html).not.toContain('noindex');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blogs/hello-world">');
    expect(html).toContain('<meta property="og:image" content="https://www.example.com/media/blog/og.webp">');
    expect(html).toContain('<meta name="description" content="A post &amp; more">');
  });

  it('keeps JSON-LD from closing its script tag', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('puts the readable body in the root, marked for client render, and keeps the app script', () => {
    expect(html).toContain(
      '<div id="root" data-rendered="server-static"><article><h1>Hello world</h1></article></div>',
    );
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  });
});

describe('pageKey', () => {
  it('maps a path to its index.html object and refuses traversal', () => {
    expect(pageKey('/blogs/a-post')).toBe('blogs/a-post/index.html');
    expect(() => pageKey('/blogs/../admin')).toThrow();
    expect(() => pageKey('/')).toThrow();
  });
});
