import { describe, expect, it } from 'vitest';
import { headNodes } from '../html/head';
import { serialize } from '../html/html';
import { changeSummary } from '../revisions';
import { validationErrors } from '../schemas/issues';
import { PAGE_FIELD_LABELS } from './page-messages';
import { documentTitle, headWithSeo } from './page-seo';
import { pageSeoSchema } from './page-seo-schema';
import { PAGES } from './registry';
import { seoSeedOf } from './seed/seo';
import { servicePageSchema } from './service-page';

const BUILT = {
  title: 'Careers | Moondive',
  description: 'Built description',
  ogTitle: 'Careers',
  canonical: 'https://example.com/careers',
  ogType: 'website',
  image: { url: 'https://example.com/og.png', alt: 'Logo' },
} as const;

describe('page search snippet', () => {
  it("has a built snippet for every page of its own, and leaves the documents' snippet empty until staff set one", () => {
    const own = ['home', 'service', 'about', 'industries', 'life', 'careers', 'legal'];
    for (const page of PAGES) {
      expect((page.seed as { seo?: unknown }).seo, page.id).toBeUndefined();
      const built = seoSeedOf(page.path);
      if (own.includes(page.kind)) expect(built?.title && built.description, page.id).toBeTruthy();
    }
  });

  it("takes the posts' limits and messages, and cleans control and bidi characters", () => {
    expect(pageSeoSchema.parse({ title: '  Ti\u202Etle\u0000 ', description: 'ok' })).toEqual({
      title: 'Title',
      description: 'ok',
    });
    const service = PAGES.find((p) => p.kind === 'service')?.seed;
    expect(servicePageSchema.parse(service).seo).toBeUndefined();
    expect(
      validationErrors(servicePageSchema, {
        ...service,
        seo: { title: 'x'.repeat(121), description: 'x'.repeat(321) },
      }),
    ).toEqual({
      'seo.title': 'Meta title must be at most 120 characters.',
      'seo.description': 'Meta description must be at most 320 characters.',
    });
  });

  it('replaces a changed title and description with their Open Graph twins; empty or unchanged keeps the built head', () => {
    const changed = headWithSeo(BUILT, '/careers', { title: 'Jobs <b>', description: 'New & better' });
    expect(changed).toMatchObject({
      title: 'Jobs <b> | Moondive',
      ogTitle: 'Jobs <b>',
      description: 'New & better',
      ogDescription: 'New & better',
    });
    const html = serialize(headNodes(changed));
    expect(html).toContain('<title>Jobs &lt;b&gt; | Moondive</title>');
    expect(html).toContain('<meta property="og:description" content="New &amp; better">');
    expect(headWithSeo(BUILT, '/careers', { title: '', description: '' })).toEqual(BUILT);
    expect(headWithSeo(BUILT, '/careers', { title: 'Careers', description: 'Built description' })).toEqual(
      BUILT,
    );
    expect(documentTitle('/', 'Tagline')).toBe('Moondive | Tagline');
  });

  it('is named as the editor names it in revision summaries', () => {
    const seo = { title: 'A', description: 'B' };
    expect(changeSummary({ seo }, { seo: { ...seo, description: 'C' } }, PAGE_FIELD_LABELS)).toBe(
      'Changed Search and sharing: description',
    );
  });
});
