import { escapeAttr, escapeText, jsonForScript } from '@app/shared/html/html';
import { describe, expect, it } from 'vitest';
import { PAGE_META } from '../../../content/page-meta';
import { SERVICES } from '../../../content/services';
import { documentTitle, headTags } from './head-tags';
import { breadcrumbTrail, headForNotFound, headForPath, jsonLdFor } from './page-head';

const SITE = 'https://www.example.com';

function jsonLdTypes(head: string): string[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type'],
  );
}

describe('head tags', () => {
  it('gives home its title, description, canonical, Open Graph, Twitter and Organization JSON-LD', () => {
    const head = headForPath('/', SITE);
    expect(head).toContain(`<title>${escapeText(documentTitle('/', PAGE_META['/']))}</title>`);
    expect(head).toContain(`<meta name="description" content="${escapeAttr(PAGE_META['/'].description)}">`);
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/">');
    expect(head).toContain(`<meta property="og:title" content="${escapeAttr(PAGE_META['/'].ogTitle)}">`);
    expect(head).toContain(
      '<meta property="og:image" content="https://www.example.com/images/og-default.png">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta property="og:site_name" content="Moondive">');
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta property="og:image:alt" content="');
    expect(jsonLdTypes(head)).toEqual(['Organization', 'WebSite']);
  });

  it.each(SERVICES.map((s) => s.path))('%s has Service, FAQPage and BreadcrumbList JSON-LD', (path) => {
    const head = headForPath(path as keyof typeof PAGE_META, SITE);
    expect(jsonLdTypes(head)).toEqual(['Service', 'FAQPage', 'BreadcrumbList']);
    const faq = jsonLdFor(path as keyof typeof PAGE_META, SITE)[1] as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(SERVICES.find((s) => s.path === path)?.faqs.length ?? -1);
  });

  it('marks /error and the 404 page noindex; 404 has no canonical', () => {
    expect(headForPath('/error', SITE)).toContain('<meta name="robots" content="noindex">');
    const notFound = headForNotFound(SITE);
    expect(notFound).toContain('noindex');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('builds breadcrumbs Home > (Blogs >) page', () => {
    expect(breadcrumbTrail('/careers', 'Careers')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Careers', path: '/careers' },
    ]);
    expect(breadcrumbTrail('/blogs/x', 'X').map((c) => c.path)).toEqual(['/', '/blogs', '/blogs/x']);
  });

  it('points the duplicate pages at their canonical twin and keeps them out of the sitemap', () => {
    expect(headForPath('/contact', SITE)).toContain(`<link rel="canonical" href="${SITE}/contact-us">`);
    expect(headForPath('/blogs/get-all-blogs', SITE)).toContain(
      `<link rel="canonical" href="${SITE}/blogs">`,
    );
    expect(headForPath('/contact-us', SITE)).toContain(`<link rel="canonical" href="${SITE}/contact-us">`);
  });

  it('escapes text and keeps JSON-LD from closing its script element', () => {
    const head = headTags({
      path: '/x',
      meta: { ...PAGE_META['/careers'], title: 'A "quoted" <b>title</b> & more' },
      siteUrl: SITE,
      jsonLd: [{ text: '</script><script>alert(1)</script>' }],
    });
    expect(head).toContain('<title>A "quoted" &lt;b&gt;title&lt;/b&gt; &amp; more | Moondive</title>');
    expect(head).not.toContain('</script><script>alert');
    expect(jsonForScript({ a: '<' })).toBe('{"a":"\\u003c"}');
  });
});
