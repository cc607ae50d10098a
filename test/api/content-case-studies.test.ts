import { findDangerousMarkup, XSS_CORPUS } from '@app/shared/testing/xss-corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let sales: string;
const IMG = {
  presignPath: '/admin/case-studies/upload-image',
  confirmPath: '/admin/case-studies/confirm-image',
};

beforeAll(async () => {
  stack = await startTestStack();
  [writer, sales] = await Promise.all([
    createMember(stack, 'cs@example.com', ['ContentWriter']),
    createMember(stack, 'case-studies-sales@example.com', ['Sales']),
  ]);
});
afterAll(async () => {
  await stack?.dispose();
});

async function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Faster claims for a regional insurer',
    slug: 'faster-claims',
    client: 'Harbor Mutual',
    industry: 'Finance',
    category: 'Cloud Engineering',
    summary: 'Claims moved to an event-driven platform.',
    results: ['Claims paid in 2 days instead of 9'],
    content: '<h2>Challenge</h2><p>Paper forms everywhere.</p>',
    heroImage: await uploadedImage(stack, writer, IMG),
    heroImageAlt: 'A claims dashboard',
    ...overrides,
  };
}

describe('case studies', () => {
  let id: string;

  it('lists the seeded ones publicly, newest first, with the spec columns', async () => {
    const res = await api(stack, 'GET', '/case-studies');
    expect(res.status).toBe(200);
    const first = res.json.data.items[0];
    expect(first).toMatchObject({
      title: expect.any(String),
      client: expect.any(String),
      industry: expect.any(String),
      category: expect.any(String),
      published: expect.any(String),
    });
    expect(first).not.toHaveProperty('content');
    expect(res.json.data.items.length).toBeGreaterThanOrEqual(3);
  });

  it('creates, publishes a share-ready page and a sitemap entry', async () => {
    const res = await api(stack, 'POST', '/admin/case-studies', { token: writer, body: await body() });
    expect(res.status).toBe(201);
    id = res.json.data.id;
    // Admin responses name the record's id `id` (issue 24), never the stored `_id`.
    expect(id).toEqual(expect.any(String));
    expect(res.json.data).not.toHaveProperty('_id');
    expect(res.json.data.published).toBeTruthy();
    const html = await (await fetch(`${stack.url}/case-study/faster-claims`)).text();
    expect(html).toContain('<title>Faster claims for a regional insurer | Moondive</title>');
    expect(html).toContain('<meta property="og:image"');
    // A case study is an Article about its client (issue 16), not a blog post.
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"about":{"@type":"Organization","name":"Harbor Mutual"}');
    expect(await (await fetch(`${stack.url}/sitemap-case-studies.xml`)).text()).toContain(
      '/case-study/faster-claims</loc>',
    );
    const single = await api(stack, 'GET', '/case-studies/get-single?slug=faster-claims');
    expect(single.json.data.client).toBe('Harbor Mutual');
  });

  it('refuses a duplicate slug (409), unknown categories and industries, and non-members of Case Studies', async () => {
    const dup = await api(stack, 'POST', '/admin/case-studies', { token: writer, body: await body() });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe('That slug is already used by another case study.');
    const cat = await api(stack, 'POST', '/admin/case-studies', {
      token: writer,
      body: await body({ slug: 'x1', category: 'Magic' }),
    });
    expect(cat.json.errors.category).toBe('Please select a category.');
    const ind = await api(stack, 'POST', '/admin/case-studies', {
      token: writer,
      body: await body({ slug: 'x2', industry: 'Piracy' }),
    });
    expect(ind.json.errors.industry).toBe('Please select an industry.');
    expect(
      (await api(stack, 'POST', '/admin/case-studies', { token: sales, body: await body({ slug: 'x3' }) }))
        .status,
    ).toBe(403);
    expect((await api(stack, 'GET', '/admin/case-studies', { token: sales })).status).toBe(403);
  });

  it('unpublishes to a draft: the page and sitemap entry go, the public API answers 404', async () => {
    const res = await api(stack, 'PUT', `/admin/case-studies?id=${id}`, {
      token: writer,
      body: { ...(await body()), status: 'draft', version: 1 },
    });
    expect(res.status).toBe(200);
    expect((await fetch(`${stack.url}/case-study/faster-claims`)).status).toBe(404);
    expect(await (await fetch(`${stack.url}/sitemap-case-studies.xml`)).text()).not.toContain(
      'faster-claims',
    );
    expect((await api(stack, 'GET', '/case-studies/get-single?slug=faster-claims')).status).toBe(404);
    const admin = await api(stack, 'GET', '/admin/case-studies', { token: writer });
    expect(admin.json.data.items.find((c: { id: string }) => c.id === id)?.status).toBe('draft');
  });

  it('sanitises the body against the XSS corpus', async () => {
    const hostile = XSS_CORPUS.filter((x) => !x.includes('/media/')).join('');
    const res = await api(stack, 'POST', '/admin/case-studies', {
      token: writer,
      body: await body({
        slug: 'hostile-case',
        content: `<p>ok</p>${hostile}`,
        title: '<script>window.__xss=1</script>',
      }),
    });
    expect(res.status).toBe(201);
    expect(findDangerousMarkup(res.json.data.content)).toBeNull();
    const html = await (await fetch(`${stack.url}/case-study/hostile-case`)).text();
    expect(html).toContain('<title>&lt;script&gt;window.__xss=1&lt;/script&gt; | Moondive</title>');
    expect(
      (await api(stack, 'DELETE', `/admin/case-studies?id=${res.json.data.id}`, { token: writer })).status,
    ).toBe(200);
    expect((await fetch(`${stack.url}/case-study/hostile-case`)).status).toBe(404);
  });
});
