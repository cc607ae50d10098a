import { BLOG_LIST_PAGE_SIZE } from '@app/shared/blog-lists';
import { decodeEntities } from '@app/shared/sanitize-text';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepSections, uploadedImage } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { createJob, jsonLdOf, type Row } from './careers-helpers';

/**
 * Issue 16: every page complete in the HTML the CDN serves, as a crawler
 * (or curl) gets it: the lists with every item and its link, numbered and
 * filtered blog lists, detail pages with the site's navigation, footer and
 * stylesheet and their structured data, all re-rendered when data changes,
 * and concurrent writers of one page never losing each other's change.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let restoreSections: (() => Promise<void>) | undefined;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  // Sections go back to the seed's text for the next file on the shared stack.
  restoreSections = await keepSections(stack);
  stack.rateLimiter.configure('off');
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await restoreSections?.();
  await stack?.dispose();
});

interface Page {
  status: number;
  html: string;
  hrefs: string[];
  text: string;
}

async function get(path: string): Promise<Page> {
  const res = await fetch(`${stack.url}${path}`);
  const html = await res.text();
  const hrefs: string[] = [];
  const texts: string[] = [];
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') texts.push((child as T.TextNode).value);
      else if ('tagName' in child) {
        const href = child.attrs.find((a) => a.name === 'href')?.value;
        if (child.tagName === 'a' && href) hrefs.push(href);
        if (child.tagName !== 'script') walk(child);
      }
    }
  };
  walk(parse(html));
  return { status: res.status, html, hrefs, text: texts.join(' ') };
}

function expectSiteChrome(page: Page, path: string) {
  expect(page.status, path).toBe(200);
  expect(page.html, path).toMatch(/<header [^>]*data-site-header/);
  expect(page.html, path).toContain('<footer');
  expect(page.html, path).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css">/);
  expect(page.html, path).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js">/);
}

/** A meta tag's content as a browser reads it (entities decoded: another file's hostile alt text is escaped). */
const meta = (html: string, name: string) => {
  const raw = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
};

async function newPost(slug: string, overrides: Record<string, unknown> = {}) {
  const res = await api(stack, 'POST', '/blogs/publish-blog', {
    token: admin,
    body: {
      title: `Post ${slug}`,
      content: `<p>Body of ${slug}.</p>`,
      industry: 'Agriculture',
      tags: ['Soil Health', 'Field Ops'],
      slug,
      heroImage: await uploadedImage(stack, admin),
      heroImageAlt: 'A field',
      ogImage: await uploadedImage(stack, admin),
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as Row;
}

describe('every list in the raw HTML, with its items and their links', () => {
  it('/blogs and /blogs/get-all-blogs list the newest posts and link each one', async () => {
    // The first page's worth, newest first (other files on the shared stack may have added more).
    const posts = ((await api(stack, 'GET', '/blogs/get-all-blogs?limit=50')).json.data.items as Row[]).slice(
      0,
      BLOG_LIST_PAGE_SIZE,
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const path of ['/blogs', '/blogs/get-all-blogs']) {
      const page = await get(path);
      expectSiteChrome(page, path);
      for (const post of posts) {
        expect(page.hrefs, path).toContain(`/blogs/${post.slug}`);
        expect(page.text, path).toContain(post.title);
      }
    }
    expect((await get('/blogs/get-all-blogs')).html).toMatch(/<link rel="canonical" href="[^"]+\/blogs">/);
  });

  it('/case-study, /careers, /our-work and the home testimonials list their items with links', async () => {
    const studies = (await api(stack, 'GET', '/case-studies')).json.data.items as Row[];
    const caseList = await get('/case-study');
    for (const c of studies) expect(caseList.hrefs).toContain(`/case-study/${c.slug}`);

    const openings = (await api(stack, 'GET', '/careers/openings')).json.data.items as Row[];
    const careers = await get('/careers');
    expect(openings.length).toBeGreaterThan(0);
    for (const job of openings) {
      expect(careers.hrefs).toContain(`/careers/${job._id}`);
      expect(careers.text).toContain(job.title);
    }

    const projects = (await api(stack, 'GET', '/our-work/projects')).json.data.items as Row[];
    const work = await get('/our-work');
    for (const p of projects) expect(work.text).toContain(p.name);
    // "What We Build" leads to each service's page (the footer's service links do not count).
    const start = work.html.indexOf('id="what-we-build"');
    const build = work.html.slice(start, work.html.indexOf('</section>', start));
    for (const path of ['/service/mvp-development', '/service/data-analytics', '/service/cloud-engineering'])
      expect(build).toContain(`href="${path}"`);

    const quotes = (await api(stack, 'GET', '/testimonials')).json.data.items as Row[];
    const home = await get('/');
    for (const q of quotes) expect(home.text).toContain(q.name);
  });
});

describe('blog lists follow the posts: numbered pages, tags, industries', () => {
  it('adds a numbered page when the posts outgrow the last one and removes it when they shrink', async () => {
    // Other files on the shared stack may have left posts: fill whatever the last page is, plus one.
    let live = 0;
    for (let cursor: string | undefined, first = true; first || cursor; first = false) {
      const page = (
        await api(stack, 'GET', `/blogs/get-all-blogs?limit=50${cursor ? `&cursor=${cursor}` : ''}`)
      ).json.data;
      live += page.items.length;
      cursor = page.nextCursor ? encodeURIComponent(page.nextCursor) : undefined;
    }
    const pagesBefore = Math.max(1, Math.ceil(live / BLOG_LIST_PAGE_SIZE));
    const added = pagesBefore + 1;
    const pathOf = (n: number) => (n === 1 ? '/blogs' : `/blogs/page/${n}`);
    const extra = pagesBefore * BLOG_LIST_PAGE_SIZE + 1 - live;
    const created: Row[] = [];
    for (let i = 0; i < extra; i++) created.push(await newPost(`paging-${i}`, { tags: [`Paging ${i}`] }));

    const last = await get(pathOf(pagesBefore));
    const next = await get(pathOf(added));
    expectSiteChrome(next, pathOf(added));
    expect(last.hrefs).toContain(pathOf(added));
    expect(last.html).toMatch(new RegExp(`<link rel="next" href="[^"]+${pathOf(added)}">`));
    expect(next.html).toMatch(new RegExp(`<link rel="prev" href="[^"]+${pathOf(pagesBefore)}">`));
    expect(next.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${pathOf(added)}">`));
    // Newest first, every post on exactly one page: the oldest moved to the new page.
    const cards = (p: Page) => p.hrefs.filter((h) => /^\/blogs\/[a-z0-9-]+$/.test(h) && !h.includes('/page'));
    const all: string[] = [];
    for (let n = 1; n <= added; n++) all.push(...cards(n === added ? next : await get(pathOf(n))));
    expect(new Set(all).size).toBe(live + extra);

    for (const post of created)
      expect((await api(stack, 'DELETE', `/blogs/delete?id=${post.id}`, { token: admin })).status).toBe(200);
    expect((await get(pathOf(added))).status).toBe(404);
    expect((await get('/blogs/tag/paging-0')).status).toBe(404);
    expect((await get(pathOf(pagesBefore))).hrefs).not.toContain(pathOf(added));
  });

  it("links a post's tags and industry to their prerendered lists, which list it", async () => {
    const post = await newPost('tagged-post', { tags: ['Soil Health', '<Hostile> "tag" $`'] });
    const page = await get('/blogs/tagged-post');
    expectSiteChrome(page, '/blogs/tagged-post');
    expect(page.hrefs).toEqual(
      expect.arrayContaining([
        '/blogs/tag/soil-health',
        '/blogs/tag/hostile-tag',
        '/blogs/industry/agriculture',
      ]),
    );
    for (const list of ['/blogs/tag/soil-health', '/blogs/tag/hostile-tag', '/blogs/industry/agriculture']) {
      const listPage = await get(list);
      expectSiteChrome(listPage, list);
      expect(listPage.hrefs, list).toContain('/blogs/tagged-post');
      // A filtered list leads back to every article, right under its heading.
      expect(listPage.html, list).toMatch(/data-slot="lead">[^<]*<a href="\/blogs">See all articles<\/a>/);
    }
    expect((await get('/blogs/tag/hostile-tag')).text).toContain('Articles tagged “<Hostile> "tag" $`”');
    const sitemap = await (await fetch(`${stack.url}/sitemap-blogs.xml`)).text();
    expect(sitemap).toContain('/blogs/tag/soil-health</loc>');
    await api(stack, 'DELETE', `/blogs/delete?id=${post.id}`, { token: admin });
  });
});

describe('detail pages are complete in their raw HTML', () => {
  it('a blog post: nav, footer, stylesheet, Open Graph image size and alt, BlogPosting with publisher.logo', async () => {
    await newPost('detail-post', { ogTitle: 'Detail OG title' });
    const page = await get('/blogs/detail-post');
    expectSiteChrome(page, '/blogs/detail-post');
    expect(meta(page.html, 'og:site_name')).toBe('Moondive');
    // The Open Graph card every upload gets (issue 26): 1200 x 630, whatever the uploaded size.
    expect(meta(page.html, 'og:image:width')).toBe('1200');
    expect(meta(page.html, 'og:image:height')).toBe('630');
    expect(meta(page.html, 'og:image:alt')).toBe('Detail OG title');
    const posting = jsonLdOf(page.html).find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.publisher.logo).toMatchObject({
      '@type': 'ImageObject',
      url: expect.stringMatching(/\/icons\/icon-512\.png$/),
    });
  });

  it('a case study: Article about its client', async () => {
    const [study] = (await api(stack, 'GET', '/case-studies')).json.data.items as Row[];
    const page = await get(`/case-study/${study?.slug}`);
    expectSiteChrome(page, 'case study');
    const article = jsonLdOf(page.html).find((d) => d['@type'] === 'Article');
    expect(article?.about).toEqual({ '@type': 'Organization', name: study?.client });
    expect(jsonLdOf(page.html).map((d) => d['@type'])).not.toContain('BlogPosting');
    expect(meta(page.html, 'og:image:alt')).toBe(study?.heroImageAlt);
  });

  it('a job: JobPosting with the logo, street address and postal code; an image; its form named by the job', async () => {
    const job = await createJob(stack, admin, { location: ['Noida India'] });
    const page = await get(`/careers/${job._id}`);
    expectSiteChrome(page, 'job');
    const posting = jsonLdOf(page.html).find((d) => d['@type'] === 'JobPosting');
    expect(posting?.hiringOrganization.logo.url).toMatch(/\/icons\/icon-512\.png$/);
    expect(posting?.jobLocation[0].address).toMatchObject({
      streetAddress: expect.any(String),
      postalCode: '201309',
    });
    expect(meta(page.html, 'og:image')).toMatch(/\/images\/og-default\.png$/);
    expect(meta(page.html, 'og:image:width')).toBe('1200');
    expect(page.text).toContain(`Apply for ${job.jobTitle}`);
    expect(page.html).toMatch(/<form [^>]*aria-labelledby="apply-heading"/);
    expect(page.hrefs).toContain('#apply');
    expect((await get('/careers')).hrefs).toContain(`/careers/${job._id}`);
    await api(stack, 'POST', `/admin/jobs/${job._id}/close`, { token: admin });
    expect((await get(`/careers/${job._id}`)).status).toBe(404);
    expect((await get('/careers')).hrefs).not.toContain(`/careers/${job._id}`);
  });
});

describe('one renderer per page: concurrent writers never lose a change', () => {
  it('a section edit, a page document save and new testimonials, all at once, all end up on the home page', async () => {
    // home.hero is folded into the home page document (issue 31), so the other concurrent document
    // writer is a second page on home: the tech stack.
    const techBefore = (await api(stack, 'GET', '/admin/pages/tech-stack', { token: admin })).json.data;
    for (let round = 0; round < 3; round++) {
      const hero = `Hero heading, round ${round}`;
      const tech = `Technology round ${round}`;
      const names = [0, 1, 2].map((i) =>
        `Quoted Person ${round}${i}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? d),
      );
      // Each write sends the version it read (record versions, 409 when stale).
      const records = (await api(stack, 'GET', '/admin/edit-section', { token: admin })).json.data;
      const techDoc = (await api(stack, 'GET', '/admin/pages/tech-stack', { token: admin })).json.data;
      const writes = [
        api(stack, 'PUT', '/admin/edit-section', {
          token: admin,
          body: { key: 'home.hero', values: { heading: hero }, version: records['home.hero'].version },
        }),
        api(stack, 'PUT', '/admin/pages/tech-stack', {
          token: admin,
          body: {
            version: techDoc.version,
            content: { ...techDoc.content, Database: [...techBefore.content.Database, { name: tech }] },
          },
        }),
        ...names.map((name) =>
          api(stack, 'POST', '/admin/create/testimonial', {
            token: admin,
            body: { name, designation: 'Tester', testimonial: `Said by ${name}.` },
          }),
        ),
      ];
      for (const res of await Promise.all(writes)) expect(res.status).toBeLessThan(300);
      const home = await get('/');
      expect(home.text).toContain(hero);
      expect(home.text).toContain(tech);
      for (const name of names) expect(home.text).toContain(name);
    }
    const { version } = (await api(stack, 'GET', '/admin/pages/tech-stack', { token: admin })).json.data;
    const back = await api(stack, 'PUT', '/admin/pages/tech-stack', {
      token: admin,
      body: { version, content: techBefore.content },
    });
    expect(back.status).toBe(200);
  });

  it('a render that saw its data change meanwhile renders again, so the last write shows the last data', async () => {
    // Imported after the stack has set the handlers' env.
    const { renderGroup } = await import('@app/services/static-pages/page-groups');
    const { bumpSource } = await import('@app/services/data/page-generation');
    let data = 'old';
    const rendered: string[] = [];
    const group = {
      name: 'test-group',
      sources: ['testimonials'] as const,
      render: async () => {
        const seen = data;
        // Another writer stores and bumps while this render runs (its own render already finished).
        if (rendered.length === 0) {
          data = 'new';
          await bumpSource('testimonials');
        }
        rendered.push(seen);
        return 1;
      },
    };
    await renderGroup(group);
    expect(rendered).toEqual(['old', 'new']);
  });

  it('the sweep renders a page whose render after a change never happened', async () => {
    const { testimonials } = await import('@app/services/data/testimonial');
    const { bumpSource } = await import('@app/services/data/page-generation');
    const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
    // Stored and bumped, but the writer died before rendering.
    await testimonials.create({
      name: 'Sweep Tester',
      designation: 'QA',
      testimonial: 'Found by the sweep.',
    });
    await bumpSource('testimonials');
    expect((await get('/')).text).not.toContain('Sweep Tester');
    await runSiteMaintenance('sweep');
    expect((await get('/')).text).toContain('Sweep Tester');
  });
});
