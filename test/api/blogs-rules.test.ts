import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { tinyPng, uploadedImage, uploadImage } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let marketing: string;
let hr: string;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  [writer, marketing, hr, admin] = await Promise.all([
    createMember(stack, 'cw@example.com', ['ContentWriter']),
    createMember(stack, 'mk@example.com', ['Marketing']),
    createMember(stack, 'blogs.hr@example.com', ['HR']),
    signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password),
  ]);
});
afterAll(async () => {
  await stack?.dispose();
});

let counter = 0;
async function body(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    title: `Rules post ${counter}`,
    content: '<p>Some content.</p>',
    industry: 'Finance',
    tags: ['a'],
    slug: `rules-post-${counter}`,
    heroImage: await uploadedImage(stack, writer),
    heroImageAlt: 'Alt',
    ogImage: await uploadedImage(stack, writer),
    ...overrides,
  };
}
const publish = async (b: object, token = writer) =>
  api(stack, 'POST', '/blogs/publish-blog', { token, body: b });

describe('who may write blogs (blogs:write)', () => {
  it('lets Content Writer, Marketing and SuperAdmin publish; refuses HR (403) and anonymous (401)', async () => {
    expect((await publish(await body(), marketing)).status).toBe(201);
    expect((await publish(await body(), admin)).status).toBe(201);
    expect((await publish(await body(), hr)).status).toBe(403);
    expect((await api(stack, 'POST', '/blogs/publish-blog', { body: await body() })).status).toBe(401);
    expect(
      (
        await api(stack, 'POST', '/blogs/upload-image', {
          token: hr,
          body: { contentType: 'image/png', size: 10 },
        })
      ).status,
    ).toBe(403);
    expect((await api(stack, 'DELETE', '/blogs/delete?id=x', { token: hr })).status).toBe(403);
    expect((await api(stack, 'GET', '/blogs/admin/list', { token: hr })).status).toBe(403);
  });

  it('lets anyone read the public list without a token', async () => {
    const res = await api(stack, 'GET', '/blogs/get-all-blogs?limit=1');
    expect(res.status).toBe(200);
    expect(res.json.data.items).toHaveLength(1);
    const next = await api(stack, 'GET', `/blogs/get-all-blogs?limit=1&cursor=${res.json.data.nextCursor}`);
    expect(next.json.data.items[0]._id).not.toBe(res.json.data.items[0]._id);
    expect((await api(stack, 'GET', '/blogs/get-all-blogs?cursor=forged')).status).toBe(400);
  });
});

describe('bad input is refused with the spec messages', () => {
  it.each([
    [{ title: '' }, 'title', 'Title cannot be empty.'],
    [{ content: '<p><br></p>' }, 'content', 'Content cannot be empty.'],
    [{ content: '<script>alert(1)</script>' }, 'content', 'Content cannot be empty.'],
    [{ industry: 'Piracy' }, 'industry', 'Please select an industry.'],
    [{ industry: '' }, 'industry', 'Please select an industry.'],
    [{ tags: [] }, 'tags', 'Add at least one tag.'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'You cannot add more than 10 tags.'],
    [{ slug: 'Not A Slug' }, 'slug', 'Invalid slug. Please enter a valid URL slug.'],
    [{ slug: 'double--hyphen' }, 'slug', 'Invalid slug. Please enter a valid URL slug.'],
    [{ heroImage: '' }, 'heroImage', 'Hero image must be uploaded first.'],
    [{ heroImage: 'https://evil.example.com/x.png' }, 'heroImage', 'Hero image must be uploaded first.'],
    [
      { heroImage: '/media/blog/00000000-0000-4000-8000-000000000000.png' },
      'heroImage',
      'Hero image must be uploaded first.',
    ],
    [{ ogImage: undefined }, 'ogImage', 'Open graph image must be uploaded first.'],
    [{ ogImage: 'javascript:alert(1)' }, 'ogImage', 'Open graph image must be uploaded first.'],
    [
      { cta: { title: 'x', description: 'y', buttonText: 'z', buttonLink: 'javascript:alert(1)' } },
      'cta.buttonLink',
      'Enter a valid URL or a path starting with /.',
    ],
  ])('%j -> 400 on %s', async (override, field, message) => {
    const res = await publish(await body(override));
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });

  it('refuses an image another post already uses', async () => {
    const first = await publish(await body());
    const res = await publish(await body({ heroImage: first.json.data.heroImage }));
    expect(res.status).toBe(400);
    expect(res.json.errors.heroImage).toBe('This image belongs to another item. Please upload it again.');
  });

  it('refuses wrong image types and sizes at presign and again on confirm', async () => {
    const presign = (b: object) => api(stack, 'POST', '/blogs/upload-image', { token: writer, body: b });
    expect((await presign({ contentType: 'image/svg+xml', size: 100 })).json.errors.contentType).toBe(
      'Only WebP, PNG, JPEG and GIF images can be uploaded.',
    );
    expect((await presign({ contentType: 'text/html', size: 100 })).status).toBe(400);
    expect((await presign({ contentType: 'image/png', size: 5 * 1024 * 1024 + 1 })).json.errors.size).toBe(
      'The image must be 5 MB or smaller.',
    );
    // The local S3 ignores the POST policy, so the server re-checks the stored bytes.
    const svg = await uploadImage(stack, writer, new TextEncoder().encode('<svg onload="alert(1)"></svg>'));
    expect(svg.status).toBe(400);
    expect(svg.json.message).toBe('The file is not a valid WebP, PNG, JPEG or GIF image.');
    const gifAsPng = await uploadImage(stack, writer, new TextEncoder().encode('GIF89a....'));
    expect(gifAsPng.status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(tinyPng());
    const tooBig = await uploadImage(stack, writer, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toBe('The image must be 5 MB or smaller.');
    const missing = await api(stack, 'POST', '/blogs/confirm-image', {
      token: writer,
      body: { uploadKey: 'pending/00000000-0000-4000-8000-000000000000.png' },
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await api(stack, 'POST', '/blogs/confirm-image', {
          token: writer,
          body: { uploadKey: '../media/x.png' },
        })
      ).status,
    ).toBe(400);
  });

  it('removes an unsaved image at once, but keeps one a saved post shows', async () => {
    const loose = await uploadedImage(stack, writer);
    const removed = await api(stack, 'POST', '/blogs/remove-image', { token: writer, body: { url: loose } });
    expect(removed.json.data).toEqual({ deleted: true });
    expect((await fetch(`${stack.url}${loose}`)).status).toBe(404);

    const saved = await publish(await body());
    const og = saved.json.data.ogImage as string;
    const kept = await api(stack, 'POST', '/blogs/remove-open-graph-image', {
      token: writer,
      body: { url: og },
    });
    expect(kept.json.data).toEqual({ deleted: false });
    expect((await fetch(`${stack.url}${og}`)).status).toBe(200);
    expect(
      (await api(stack, 'POST', '/blogs/remove-image', { token: writer, body: { url: '/etc/passwd' } }))
        .status,
    ).toBe(400);
  });
});

describe('drafts and scheduled posts', () => {
  it('saves an incomplete draft that stays private', async () => {
    const res = await publish({
      status: 'draft',
      title: 'Half-written thoughts',
      slug: 'half-written-thoughts',
    });
    expect(res.status).toBe(201);
    expect(res.json.data.status).toBe('draft');
    expect((await api(stack, 'GET', '/blogs/get-single-blog?slug=half-written-thoughts')).status).toBe(404);
    const drafts = await api(stack, 'GET', '/blogs/admin/list?view=draft', { token: writer });
    expect(drafts.json.data.items.map((b: { slug: string }) => b.slug)).toContain('half-written-thoughts');
    const one = await api(stack, 'GET', '/blogs/admin/get-blog?slug=half-written-thoughts', {
      token: writer,
    });
    expect(one.json.data.title).toBe('Half-written thoughts');
    // Publishing the draft needs the full form.
    const incomplete = await api(stack, 'PUT', `/blogs/update-blog?id=${res.json.data.id}`, {
      token: writer,
      body: {
        status: 'published',
        title: 'Half-written thoughts',
        slug: 'half-written-thoughts',
        version: res.json.data.version,
      },
    });
    expect(incomplete.status).toBe(400);
    const done = await api(stack, 'PUT', `/blogs/update-blog?id=${res.json.data.id}`, {
      token: writer,
      body: {
        ...(await body({ title: 'Half-written thoughts', slug: 'half-written-thoughts' })),
        version: res.json.data.version,
      },
    });
    expect(done.status).toBe(200);
    expect((await api(stack, 'GET', '/blogs/get-single-blog?slug=half-written-thoughts')).status).toBe(200);
  });

  it('refuses a schedule in the past', async () => {
    const res = await publish(await body({ status: 'scheduled', publishAt: '2020-01-01T00:00:00.000Z' }));
    expect(res.status).toBe(400);
    expect(res.json.errors.publishAt).toBe('The publish time must be in the future.');
    const none = await publish(await body({ status: 'scheduled' }));
    expect(none.json.errors.publishAt).toBe('Choose when the post should be published.');
  });

  it('keeps a scheduled post private until its time, then serves it and writes its page on the first read', async () => {
    const publishAt = new Date(Date.now() + 3000).toISOString();
    const res = await publish(await body({ status: 'scheduled', publishAt, slug: 'scheduled-post' }));
    expect(res.status).toBe(201);
    expect((await api(stack, 'GET', '/blogs/get-single-blog?slug=scheduled-post')).status).toBe(404);
    const list = await api(stack, 'GET', '/blogs/get-all-blogs?limit=50');
    expect(list.json.data.items.map((b: { slug: string }) => b.slug)).not.toContain('scheduled-post');
    expect(await (await fetch(`${stack.url}/sitemap-blogs.xml`)).text()).not.toContain('scheduled-post');

    // Poll (no tight timing): it turns public once its publish time has passed.
    let status = 404;
    for (let i = 0; i < 60 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await api(stack, 'GET', '/blogs/get-single-blog?slug=scheduled-post')).status;
    }
    expect(status).toBe(200);
    const html = await (await fetch(`${stack.url}/blogs/scheduled-post`)).text();
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('Rules post');
    expect(await (await fetch(`${stack.url}/sitemap-blogs.xml`)).text()).toContain('/blogs/scheduled-post<');

    // Once live it is a published post to the editor, and a fix to it saves:
    // from a fresh open, and from a tab opened while it was still scheduled.
    const opened = await api(stack, 'GET', '/blogs/admin/get-blog?slug=scheduled-post', { token: writer });
    expect(opened.json.data).toMatchObject({ status: 'published', publishAt: res.json.data.publishAt });
    const { id, ...post } = opened.json.data;
    const fixed = await api(stack, 'PUT', `/blogs/update-blog?id=${id}`, {
      token: writer,
      body: { ...post, title: 'Rules post, typo fixed' },
    });
    expect(fixed.status, JSON.stringify(fixed.json)).toBe(200);
    expect(fixed.json.data).toMatchObject({ status: 'published', publishAt: res.json.data.publishAt });
    const oldTab = await api(stack, 'PUT', `/blogs/update-blog?id=${id}`, {
      token: writer,
      body: {
        ...post,
        status: 'scheduled',
        publishAt,
        version: fixed.json.data.version,
        title: 'From an old tab',
      },
    });
    expect(oldTab.status, JSON.stringify(oldTab.json)).toBe(200);
    expect(oldTab.json.data).toMatchObject({ status: 'published', publishAt: res.json.data.publishAt });
  });
});
