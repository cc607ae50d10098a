/**
 * Issue 14, finding 1: every field that reaches a generated page, fuzzed with
 * arbitrary Unicode (replacement patterns such as $` $& $', quotes, angle
 * brackets, markup). For each page the renderers produce, the oracle is a
 * real HTML parser (parse5, the standard's algorithm):
 * - the page stays well-formed: no parse error the benign page does not have;
 * - no element or attribute appears that the benign page does not have;
 * - the value reads back as text (or as the attribute's value), as far as
 *   HTML can carry it (htmlText), and URL attributes with a script scheme
 *   are neutralised.
 * Values are prefixed with a letter so optional parts render and tags keep a
 * list page; multiline section values have no line breaks (each line is a paragraph).
 */
import { type HeadImage, headNodes } from '@app/shared/html/head';
import { htmlText, isSafeUrl } from '@app/shared/html/html';
import { SITE_CLASS_KEYS } from '@app/shared/html/site-classes';
import type { CompiledTemplate, SlotFills, TemplatePart } from '@app/shared/html/template';
import { blogArticle, blogListPage, relatedArticles } from '@app/shared/html/views/blog';
import {
  caseStudyArticle,
  caseStudyList,
  testimonialList,
  workProjectList,
} from '@app/shared/html/views/content';
import { jobArticle, openingsList } from '@app/shared/html/views/job';
import type { PublicBlog } from '@app/shared/schemas/blog-publish';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import type { CaseStudy } from '@app/shared/schemas/case-study';
import type { WorkProject } from '@app/shared/schemas/work-project';
import fc from 'fast-check';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { describe, expect, it } from 'vitest';
import { blogHead } from './pages/blog-posts';
import { caseStudyHead } from './pages/case-studies';
import { jobHead } from './pages/jobs';
import { sectionFills } from './pages/section-pages';
import { type LoadedTemplate, renderPage } from './render';

const RUNS = 60;
const PATTERNS = [
  '$`',
  "$'",
  '$&',
  '$1',
  '$$',
  '"',
  "'",
  '<',
  '>',
  '&',
  '</script>',
  '<!--',
  '" onload="x',
  '\r\n',
  '\0',
];
/** Arbitrary Unicode with the dangerous patterns mixed in, behind a leading letter. */
const value = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary-ascii' }),
      fc.constantFrom(...PATTERNS),
    ),
    {
      maxLength: 6,
    },
  )
  .map((parts) => `a${parts.join('')}`);
const oneLine = value.map((v) => v.replace(/[\r\n]/g, ' '));

function fakeTemplate(slots: string[], extra: TemplatePart[] = []): LoadedTemplate {
  const classes = Object.fromEntries(SITE_CLASS_KEYS.map((k) => [k, `c-${k.replace('.', '-')}`]));
  const parts: TemplatePart[] = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    { slot: 'head', fallback: '<title>x</title>' },
    '</head><body><main>',
  ];
  for (const slot of slots) parts.push(`<div data-slot="${slot}">`, { slot, fallback: '' }, '</div>');
  parts.push(...extra, '</main></body></html>');
  const template: CompiledTemplate = { name: 'test', parts, classes };
  return { template, cls: classes as LoadedTemplate['cls'], site: {} };
}

interface Parsed {
  errors: string[];
  shape: string[];
  texts: string[];
  attrs: Array<[string, string]>;
}

function inspect(html: string): Parsed {
  const errors: string[] = [];
  const doc = parse(html, { onParseError: (e) => errors.push(e.code) });
  const out: Parsed = { errors, shape: [], texts: [], attrs: [] };
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') out.texts.push((child as T.TextNode).value);
      else if ('tagName' in child) {
        const el = child as T.Element;
        out.shape.push(`${el.tagName}[${el.attrs.map((a) => a.name).join(',')}]`);
        for (const a of el.attrs) out.attrs.push([a.name, a.value]);
        walk(el.tagName === 'template' ? (el as T.Template).content : el);
      }
    }
  };
  walk(doc);
  return out;
}

/** Renders with the benign value and with `v`; checks the three properties for every value listed. */
function check(render: (v: string) => string, readBack: (v: string) => string[] = (v) => [v]) {
  const base = inspect(render('a'));
  fc.assert(
    fc.property(value, (v) => {
      const page = inspect(render(v));
      expect(page.errors).toEqual(base.errors);
      expect(page.shape).toEqual(base.shape);
      for (const expected of readBack(v).map(htmlText)) {
        const found =
          page.texts.some((t) => t.includes(expected)) || page.attrs.some(([, a]) => a.includes(expected));
        expect(found, `value not read back: ${JSON.stringify(expected)}`).toBe(true);
      }
    }),
    { numRuns: RUNS },
  );
}

const IMAGE: HeadImage = { url: 'https://example.com/og.png', width: 1200, height: 630, alt: 'alt' };
const blog = (v: string): PublicBlog => ({
  _id: 'b1',
  slug: 'post',
  title: v,
  content: '<p>Sanitised body.</p>',
  industry: 'Technology',
  tags: [v, `b${v}`],
  metaTitle: v,
  metaDescription: v,
  heroImage: '/media/blog/hero.png',
  heroImageAlt: v,
  featuredImage: '/media/blog/hero.png',
  ogImage: '/media/blog/og.png',
  ogTitle: v,
  author: v,
  wordCount: 3,
  readingTime: 1,
  cta: { title: v, description: v, buttonText: v, buttonLink: '/contact-us' },
  publishAt: '2025-01-01T00:00:00.000Z',
});
const study = (v: string): CaseStudy =>
  ({
    _id: 'c1',
    slug: 'case',
    title: v,
    client: v,
    industry: 'Finance',
    category: 'Data Analytics',
    summary: v,
    results: [v],
    content: '<p>Sanitised.</p>',
    heroImage: '/media/content/h.png',
    heroImageAlt: v,
    status: 'published',
    published: '2025-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }) as CaseStudy;
const job = (v: string): PublicJob => ({
  _id: 'qa-engineer-1a2b3c4d',
  title: v,
  category: 'IT',
  experience: v,
  deadline: '2030-12-08',
  JobDescription: {
    PositionOverview: '<p>Sanitised.</p>',
    KeyResponsibilities: [v],
    Qualifications: [v],
    PreferredSkills: [v],
  },
  location: ['Noida India', 'Remote'],
  jobType: 'Full-Time',
  schedule: 'Day Shift',
  jobLevel: 'Mid',
  education: 'Graduate',
  numberOfOpenings: 1,
  salaryMin: 300000,
  salaryMax: 500000,
  benefits: v,
  datePosted: '2025-01-01T00:00:00.000Z',
  status: 'open',
});

describe('every field that reaches a generated page (fast-check, parse5)', () => {
  const post = fakeTemplate(['article', 'related']);
  it('a blog post: article, tags, call to action, related cards and head', () => {
    check((v) =>
      renderPage(
        post,
        { article: blogArticle(post.cls, blog(v)), related: relatedArticles(post.cls, [blog(v)]) },
        blogHead(blog(v), { ...IMAGE, alt: v }, 'https://example.com'),
      ),
    );
  });

  const list = fakeTemplate(['heading', 'blog-list']);
  it('a blog list page with its cards and page links', () => {
    check((v) =>
      renderPage(list, {
        heading: v,
        'blog-list': blogListPage(list.cls, [blog(v), blog(v)], '/blogs', 2, 3),
      }),
    );
  });

  it('a case study page and the case study list', () => {
    const page = fakeTemplate(['article', 'case-study-list']);
    check((v) =>
      renderPage(
        page,
        {
          article: caseStudyArticle(page.cls, study(v)),
          'case-study-list': caseStudyList(page.cls, [study(v)]),
        },
        caseStudyHead(study(v), { ...IMAGE, alt: v }, 'https://example.com'),
      ),
    );
  });

  it('a job page and the openings of /careers', () => {
    const page = fakeTemplate(['job', 'apply-heading', 'openings']);
    check((v) =>
      renderPage(
        page,
        {
          job: jobArticle(page.cls, job(v)),
          'apply-heading': `Apply for ${v}`,
          openings: openingsList(page.cls, [job(v)]),
        },
        jobHead(job(v), IMAGE, 'https://example.com'),
      ),
    );
  });

  it('the home testimonials and the featured projects, with URL fields neutralised when unsafe', () => {
    const page = fakeTemplate(['testimonials', 'projects']);
    const quote = (v: string, link: string) => ({
      _id: 't',
      name: v,
      designation: v,
      websiteName: v,
      link,
      testimonial: v,
      version: 1,
    });
    const project = (v: string, link: string): WorkProject =>
      ({
        _id: 'w',
        name: v,
        industry: 'Finance',
        summary: v,
        outcome: v,
        image: '/media/content/w.png',
        imageAlt: v,
        link,
        position: 1,
        published: true,
        createdAt: '',
        updatedAt: '',
      }) as WorkProject;
    check((v) =>
      renderPage(page, {
        testimonials: testimonialList(page.cls, [quote(v, 'https://x.example')]),
        projects: workProjectList(page.cls, [project(v, '/case-study/x')]),
      }),
    );
    fc.assert(
      fc.property(
        value,
        fc.oneof(
          fc.webUrl(),
          value,
          fc.constantFrom('javascript:alert(1)', ' JAVASCRIPT:x', 'data:text/html,x'),
        ),
        (v, link) => {
          const html = renderPage(page, {
            testimonials: testimonialList(page.cls, [quote(v, link)]),
            projects: workProjectList(page.cls, [project(v, link)]),
          });
          const hrefs = inspect(html)
            .attrs.filter(([n]) => n === 'href')
            .map(([, a]) => a);
          expect(hrefs).toEqual([
            isSafeUrl(link) ? htmlText(link) : 'about:invalid',
            isSafeUrl(link) ? htmlText(link) : 'about:invalid',
          ]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('staff-edited site sections: text, paragraphs and image alt text', () => {
    const page = fakeTemplate(
      [],
      [
        '<h1 data-section-field="home.hero.heading">',
        { slot: 'section:home.hero.heading', fallback: 'Built' },
        '</h1><div data-section-field="home.about.body">',
        {
          slot: 'section:home.about.body',
          fallback: '<p class="intro">Built</p>',
          proto: { tag: 'p', attrs: { class: 'intro' } },
        },
        '</div>',
        {
          slot: 'section:about.vision.image',
          fallback: '',
          element: {
            tag: 'img',
            attrs: { src: '/images/v.svg', alt: 'Built', 'data-section-field': 'about.vision.image' },
          },
        },
      ],
    );
    const render = (v: string, line: string) =>
      renderPage(
        page,
        sectionFills(page, {
          'home.hero': { heading: v },
          'home.about': { body: line },
          'about.vision': { image: '/media/section/x.png', alt: v },
        }) as SlotFills,
      );
    const base = inspect(render('a', 'a'));
    fc.assert(
      fc.property(value, oneLine, (v, line) => {
        const out = inspect(render(v, line));
        expect(out.errors).toEqual(base.errors);
        expect(out.shape).toEqual(base.shape);
        expect(out.texts).toContain(htmlText(v));
        expect(out.texts).toContain(htmlText(line.trim()));
        expect(out.attrs).toContainEqual(['alt', htmlText(v)]);
      }),
      { numRuns: RUNS },
    );
  });

  it('the head of any page: title, description, Open Graph and JSON-LD', () => {
    const page = fakeTemplate([]);
    check((v) =>
      renderPage(
        page,
        {},
        {
          title: v,
          description: v,
          canonical: 'https://example.com/x',
          ogType: 'article',
          ogTitle: v,
          image: { ...IMAGE, alt: v },
          jsonLd: [{ name: v }],
        },
      ),
    );
    // JSON-LD reads back whole.
    fc.assert(
      fc.property(value, (v) => {
        const [script] = headNodes({
          title: 't',
          description: 'd',
          canonical: null,
          ogType: 'website',
          image: IMAGE,
          jsonLd: [{ name: v }],
        }).slice(-1);
        const html = renderPage(page, { head: script });
        const doc = parse(html) as unknown as T.Document;
        const scriptText = (
          ((doc.childNodes[1] as T.Element).childNodes[0] as T.Element).childNodes.at(-1) as T.Element
        ).childNodes[0] as T.TextNode;
        expect(JSON.parse(scriptText.value)).toEqual({ name: v });
      }),
      { numRuns: RUNS },
    );
  });
});
