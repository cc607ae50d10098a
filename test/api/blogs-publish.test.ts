import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;

beforeAll(async () => {
  stack = await startTestStack();
  writer = await createMember(stack, 'publish.writer@example.com', ['ContentWriter']);
  // Issue 14 (finding 8): the byline is the display name the member chose, not the e-mail's local part.
  const named = await api(stack, 'PUT', '/user/profile', {
    token: writer,
    body: { displayName: 'Wanda Okafor' },
  });
  expect(named.status).toBe(200);
});
afterAll(async () => {
  await stack?.dispose();
});

async function blogBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Shipping an MVP in eight weeks',
    content: '<h2>Plan</h2><p>Cut scope to the <strong>riskiest assumption</strong> and ship.</p>',
    // An industry the demo seed does not use, so "recommended" sees only this file's posts.
    industry: 'Agriculture',
    tags: ['MVP', 'Delivery'],
    slug: 'shipping-an-mvp-in-eight-weeks',
    heroImage: await uploadedImage(stack, writer),
    heroImageAlt: 'A launch checklist',
    ogImage: await uploadedImage(stack, writer, { presignPath: '/blogs/upload-open-graph-image' }),
    ogTitle: 'Ship your MVP in 8 weeks',
    cta: {
      title: 'Planning an MVP?',
      description: 'Talk to us.',
      buttonText: 'Contact us',
      buttonLink: '/contact-us',
    },
    ...overrides,
  };
}

const page = (path: string) => fetch(`${stack.url}${path}`);

/**
 * A removed post's URL no longer serves its page: /blogs/* falls back to the
 * SPA shell (noindex, no post content), which then shows the not-found page.
 */
async function expectNoPostPage(path: string, title: string) {
  const res = await page(path);
  const html = await res.text();
  expect(html).not.toContain(title);
  if (res.status === 200) expect(html).toContain('<meta name="robots" content="noindex">');
  else expect(res.status).toBe(404);
}

describe('a Content Writer publishes a blog (POST /blogs/publish-blog)', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, asserted field by field
  let blog: Record<string, any>;

  it('stores it with author, counts and meta defaults, and serves it by slug', async () => {
    const res = await api(stack, 'POST', '/blogs/publish-blog', { token: writer, body: await blogBody() });
    expect(res.status).toBe(201);
    blog = res.json.data;
    // The editor's answer names the post's id `id` (issue 24); the public post keeps `_id` below.
    expect(blog.id).toEqual(expect.any(String));
    expect(blog).not.toHaveProperty('_id');
    expect(blog).toMatchObject({
      status: 'published',
      author: 'Wanda Okafor',
      authorEmail: 'publish.writer@example.com',
      wordCount: 9,
      readingTime: 1,
      metaTitle: 'Shipping an MVP in eight weeks',
      metaDescription: 'Plan Cut scope to the riskiest assumption and ship.',
    });
    expect(blog.publishAt).toBeTruthy();

    const single = await api(stack, 'GET', '/blogs/get-single-blog?slug=shipping-an-mvp-in-eight-weeks');
    expect(single.status).toBe(200);
    expect(single.json.data).toMatchObject({
      _id: blog.id,
      title: blog.title,
      ogTitle: 'Ship your MVP in 8 weeks',
    });
    expect(single.json.data).not.toHaveProperty('authorEmail');
    expect(single.json.data).not.toHaveProperty('status');
  });

  it('serves share-ready HTML at /blogs/<slug> to a plain fetch', async () => {
    const res = await page('/blogs/shipping-an-mvp-in-eight-weeks');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Shipping an MVP in eight weeks | Moondive</title>');
    expect(html).toContain('<meta property="og:title" content="Ship your MVP in 8 weeks">');
    // Issue 26: the 1200×630 JPEG card made from the uploaded Open Graph image, never the upload itself.
    const card = `${stack.url}${String(blog.ogImage).replace(/\.[a-z]+$/, '-og.jpg')}`;
    expect(html).toContain(`<meta property="og:image" content="${card}">`);
    expect(html).toContain(
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    );
    expect(html).toContain(`<meta name="twitter:image" content="${card}">`);
    expect(html).toContain(`<link rel="canonical" href="${stack.url}/blogs/shipping-an-mvp-in-eight-weeks">`);
    expect(html).toContain(
      '<meta name="description" content="Plan Cut scope to the riskiest assumption and ship.">',
    );
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<h1>Shipping an MVP in eight weeks</h1>');
    expect(html).toContain('<strong>riskiest assumption</strong>');
    // The images are public under /media/.
    const image = await page(blog.ogImage);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('lists it in the public list, sitemap-blogs.xml and /blogs/rss.xml', async () => {
    const list = await api(stack, 'GET', '/blogs/get-all-blogs');
    expect(list.json.data.items.map((b: { slug: string }) => b.slug)).toContain(
      'shipping-an-mvp-in-eight-weeks',
    );
    expect(list.json.data.items[0]).not.toHaveProperty('content');
    const sitemap = await (await page('/sitemap-blogs.xml')).text();
    expect(sitemap).toContain(`<loc>${stack.url}/blogs/shipping-an-mvp-in-eight-weeks</loc>`);
    const rss = await page('/blogs/rss.xml');
    expect(rss.status).toBe(200);
    const feed = await rss.text();
    expect(feed).toContain('<title>Shipping an MVP in eight weeks</title>');
    expect(feed).toContain(`<link>${stack.url}/blogs/shipping-an-mvp-in-eight-weeks</link>`);
  });

  it('recommends related posts (same industry and tags first, then the latest), never the current one', async () => {
    const other = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: await blogBody({ title: 'Second tech post', slug: 'second-tech-post' }),
    });
    const health = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: await blogBody({ title: 'A health post', slug: 'a-health-post', industry: 'Healthcare' }),
    });
    expect([other.status, health.status]).toEqual([201, 201]);
    const res = await api(stack, 'GET', `/blogs/recommended?currentBlogId=${blog.id}&industry=Agriculture`);
    expect(res.status).toBe(200);
    const slugs = res.json.data.map((b: { slug: string }) => b.slug);
    // Same industry and the same tags ranks first; the list is filled up with the latest posts.
    expect(slugs[0]).toBe('second-tech-post');
    expect(slugs).toHaveLength(3);
    expect(slugs).not.toContain(blog.slug);
    // The static page of the new post links its related article, and the older post's page, rendered
    // again because its related articles now hold the new post, links the new one.
    expect(await (await page('/blogs/second-tech-post')).text()).toMatch(
      /<a href="\/blogs\/shipping-an-mvp-in-eight-weeks"[^>]*>Shipping an MVP in eight weeks<\/a>/,
    );
    expect(await (await page('/blogs/shipping-an-mvp-in-eight-weeks')).text()).toMatch(
      /<a href="\/blogs\/second-tech-post"[^>]*>Second tech post<\/a>/,
    );
    const bad = await api(stack, 'GET', `/blogs/recommended?currentBlogId=${blog.id}&industry=Piracy`);
    expect(bad.status).toBe(400);
  });

  it('answers 409 when another post already uses the slug', async () => {
    const res = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: await blogBody({ title: 'Copycat' }),
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('That slug is already used by another post.');
    expect(res.json.errors.slug).toBe('That slug is already used by another post.');
  });

  it('moves the page when the slug changes and frees the old slug', async () => {
    const res = await api(stack, 'PUT', `/blogs/update-blog?id=${blog.id}`, {
      token: writer,
      body: {
        ...(await blogBody()),
        heroImage: blog.heroImage,
        ogImage: blog.ogImage,
        slug: 'mvp-in-eight-weeks',
        version: blog.version,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      slug: 'mvp-in-eight-weeks',
      publishAt: blog.publishAt,
      createdAt: blog.createdAt,
    });
    expect((await page('/blogs/mvp-in-eight-weeks')).status).toBe(200);
    await expectNoPostPage('/blogs/shipping-an-mvp-in-eight-weeks', 'Shipping an MVP');
    const sitemap = await (await page('/sitemap-blogs.xml')).text();
    expect(sitemap).toContain('/blogs/mvp-in-eight-weeks<');
    expect(sitemap).not.toContain('/blogs/shipping-an-mvp-in-eight-weeks<');
    // The old slug is free again; the new one is taken.
    const taken = await api(stack, 'PUT', `/blogs/update-blog?id=${blog.id}`, {
      token: writer,
      body: { ...(await blogBody()), slug: 'second-tech-post', version: res.json.data.version },
    });
    expect(taken.status).toBe(409);
    blog = res.json.data;
  });

  it('deletes the post with its page, sitemap and feed entries and images', async () => {
    const res = await api(stack, 'DELETE', `/blogs/delete?id=${blog.id}`, { token: writer });
    expect(res.status).toBe(200);
    expect((await api(stack, 'GET', '/blogs/get-single-blog?slug=mvp-in-eight-weeks')).status).toBe(404);
    await expectNoPostPage('/blogs/mvp-in-eight-weeks', 'Shipping an MVP');
    expect(await (await page('/sitemap-blogs.xml')).text()).not.toContain('mvp-in-eight-weeks');
    expect(await (await page('/blogs/rss.xml')).text()).not.toContain('mvp-in-eight-weeks');
    expect((await page(blog.heroImage)).status).toBe(404);
    expect((await page(blog.ogImage)).status).toBe(404);
    expect((await api(stack, 'DELETE', `/blogs/delete?id=${blog.id}`, { token: writer })).status).toBe(404);
  });
});
