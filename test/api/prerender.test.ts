import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from '../support/local-stack';

/**
 * The public site as a crawler sees it: plain fetches, no JavaScript. Every
 * public route of SPEC §2 (without parameters) must answer with its
 * heading, text, title, description and Open Graph title in the HTML, plus
 * the site's favicon, touch icon, manifest and feed links. (The lists and
 * the pages of posts, case studies and jobs: public-pages.test.ts.)
 */
const PAGES: Record<string, { h1: string; text: string }> = {
  '/': { h1: 'Software that moves your business forward', text: 'over 50 projects' },
  '/about-us': { h1: 'About Moondive', text: 'Understand Needs' },
  '/contact-us': { h1: 'Contact Us', text: 'Contact No.' },
  '/contact': { h1: 'Contact Moondive', text: 'Noida, India' },
  '/lets-connect': { h1: "Let's Connect", text: 'Full name' },
  '/schedule-meeting': { h1: 'Schedule a Meeting', text: 'Book a 30-minute call' },
  '/blogs': { h1: 'Blogs', text: 'Practical notes on building products' },
  '/blogs/get-all-blogs': { h1: 'All Blogs', text: 'Every article we have published' },
  '/industries': { h1: 'Industries We Serve', text: 'Agriculture' },
  '/life-at-moondive': { h1: 'Life at Moondive', text: 'Hack week' },
  '/case-study': { h1: 'Case Studies', text: 'How we helped clients' },
  '/careers': { h1: 'Careers at Moondive', text: 'Why You Should Join Our Team' },
  // The featured projects come from the API (staff manage them); the page's own text is prerendered.
  '/our-work': { h1: 'Our Work', text: 'What We Build' },
  '/privacy-policy': { h1: 'Privacy Policy', text: 'Data we collect' },
  '/terms-and-conditions': { h1: 'Terms and Conditions', text: 'Use of the site' },
  '/error': { h1: 'Something went wrong.', text: 'Go to the home page' },
  '/service/mvp-development': { h1: 'MVP Development', text: '$15,000 to $30,000' },
  '/service/data-analytics': { h1: 'Data Analytics', text: 'Frequently Asked Questions' },
  '/service/cloud-engineering': { h1: 'Cloud Engineering', text: 'Infrastructure as code' },
  '/service/enterprise-ai-solutions': {
    h1: 'Enterprise AI Solutions',
    text: 'Retrieval-augmented assistants',
  },
  '/service/ui-ux-designing': { h1: 'UI/UX Designing', text: 'Usability testing' },
  '/service/web-mobile-app-development': { h1: 'Web & Mobile App Development', text: 'Mobile apps' },
};

const SERVICE_PATHS = Object.keys(PAGES).filter((p) => p.startsWith('/service/'));
/** Duplicates that name their twin as canonical (issue 16). */
const CANONICAL_TWINS: Record<string, string> = {
  '/contact': '/contact-us',
  '/blogs/get-all-blogs': '/blogs',
};
/** Links every public page carries in its head. */
const SITE_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32"',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
  '<link rel="manifest" href="/manifest.webmanifest"',
  '<link rel="ai-catalog" href="/.well-known/ai-catalog.json"',
];

function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ? decode(match[1]) : undefined;
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type'],
  );
}

let stack: Awaited<ReturnType<typeof startTestStack>>;
const html = new Map<string, string>();

beforeAll(async () => {
  stack = await startTestStack();
  for (const path of Object.keys(PAGES)) {
    const res = await fetch(`${stack.url}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    html.set(path, await res.text());
  }
});
afterAll(async () => {
  await stack?.dispose();
});

describe('prerendered public pages', () => {
  it.each(Object.entries(PAGES))('%s has its heading and text in the first response', (path, expected) => {
    const page = html.get(path) ?? '';
    const body = decode(page.slice(page.indexOf('<body')));
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1).toBe(expected.h1);
    expect(body).toContain(expected.text);
    expect(page).toMatch(/<header [^>]*data-site-header/);
    expect(page).toContain('<footer');
    expect(page).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css">/);
  });

  it('gives every page its own title, description, og:title and canonical', () => {
    const titles = new Set<string>();
    for (const [path, page] of html) {
      const title = /<title>(.*?)<\/title>/.exec(page)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title ?? '');
      expect(meta(page, 'name', 'description')?.length, path).toBeGreaterThan(40);
      expect(meta(page, 'property', 'og:title'), path).toBeTruthy();
      expect(meta(page, 'property', 'og:image'), path).toMatch(/^http:\/\/.+\/images\/og-default\.png$/);
      expect(meta(page, 'name', 'twitter:card'), path).toBe('summary_large_image');
      const canonical = CANONICAL_TWINS[path] ?? path;
      expect(page, path).toMatch(
        new RegExp(`<link rel="canonical" href="http://[^"]+${canonical === '/' ? '/' : canonical}">`),
      );
      expect(meta(page, 'property', 'og:site_name'), path).toBe('Moondive');
      expect(meta(page, 'property', 'og:image:width'), path).toBe('1200');
      expect(meta(page, 'property', 'og:image:height'), path).toBe('630');
      expect(meta(page, 'property', 'og:image:alt'), path).toBeTruthy();
      for (const link of SITE_LINKS) expect(page, path).toContain(link);
      // The feed link is absolute like the canonical (shared/src/html/head.ts).
      expect(page, path).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Moondive Blog" href="${stack.url}/blogs/rss.xml"`,
      );
    }
    expect(titles.size).toBe(html.size);
  });

  it('serves the favicon, the touch icon, the manifest and its icons', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icons/icon-192.png', 'image/png'],
      ['/icons/icon-512.png', 'image/png'],
    ] as const) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
    }
    const manifest = (await (await fetch(`${stack.url}/manifest.webmanifest`)).json()) as {
      name: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest.name).toBe('Moondive');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', 'any']);
  });

  it('carries JSON-LD: Organization on home, Service and FAQPage on services, breadcrumbs elsewhere', () => {
    expect(jsonLdTypes(html.get('/') ?? '')).toEqual(['Organization', 'WebSite']);
    for (const path of SERVICE_PATHS) {
      expect(jsonLdTypes(html.get(path) ?? '')).toEqual(['Service', 'FAQPage', 'BreadcrumbList']);
    }
    expect(jsonLdTypes(html.get('/careers') ?? '')).toEqual(['BreadcrumbList']);
  });

  it('keeps /error out of the index', () => {
    expect(html.get('/error')).toContain('<meta name="robots" content="noindex">');
  });
});

/** Every class of the page's <main> must be defined by a stylesheet the page links. */
async function unstyledClasses(html: string): Promise<string[]> {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const classes = new Set([...main.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')));
  const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const css = (await Promise.all(hrefs.map(async (h) => (await fetch(new URL(h, stack.url))).text()))).join(
    '',
  );
  return [...classes].filter((c) => c.startsWith('_') && !css.includes(`.${c}`));
}

describe('other responses', () => {
  it('styles the not-found and error pages (their CSS is linked, not only the chrome)', async () => {
    for (const path of ['/no-such-page/at-all', '/error']) {
      const html = await (await fetch(`${stack.url}${path}`)).text();
      expect(await unstyledClasses(html), path).toEqual([]);
    }
  });

  it('answers an unknown path with HTTP 404 and a page-not-found page, not the error page', async () => {
    const res = await fetch(`${stack.url}/no-such-page/at-all`);
    expect(res.status).toBe(404);
    const body = decode(await res.text());
    expect(body).toContain('<h1');
    expect(body).toContain('Page not found');
    expect(body).toContain('There is no page at this address');
    expect(body).not.toContain('Something went wrong.');
    expect(body).toContain('<meta name="robots" content="noindex">');
  });

  it('serves the admin routes the SPA shell, without public content', async () => {
    for (const path of ['/login', '/admin', '/admin/contact-leads']) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).toContain('<div id="root"></div>');
      expect(body).toContain('<meta name="robots" content="noindex"');
      expect(body).not.toContain('<h1');
    }
  });

  it('publishes sitemap, robots.txt, llms.txt and the AI catalog', async () => {
    const index = await (await fetch(`${stack.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    const pages = await (await fetch(`${stack.url}/sitemap-pages.xml`)).text();
    for (const path of Object.keys(PAGES).filter((p) => p !== '/error' && !CANONICAL_TWINS[p])) {
      expect(pages).toMatch(new RegExp(`<loc>http://[^<]+${path === '/' ? '/' : path}</loc>`));
    }
    expect(pages).not.toContain('/error<');
    // Duplicates stay out of the sitemap: their canonical twin is in it.
    expect(pages).not.toContain('/contact<');
    expect(pages).not.toContain('/get-all-blogs<');
    const robots = await fetch(`${stack.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
    const llms = await (await fetch(`${stack.url}/llms.txt`)).text();
    expect(llms).toMatch(/^# Moondive$/m);
    const catalog = await fetch(`${stack.url}/.well-known/ai-catalog.json`);
    expect(catalog.headers.get('content-type')).toContain('application/json');
    expect(((await catalog.json()) as { specVersion: string }).specVersion).toBe('1.0');
  });
});
