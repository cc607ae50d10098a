import { randomUUID } from 'node:crypto';
import { BLOG_DRAFT_MESSAGES } from '@app/shared/schemas/blog-draft';
import { DRAFT_REVISION_TEXTS, PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { RECORD_VERSION_MESSAGES } from '@app/shared/schemas/record-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31 item 3 for posts: a published post holds a draft beside its live
 * version (page, lists, sitemap and feed unchanged until Publish), Schedule
 * by the sweep (once from two sweeps at once), Discard, History, and share
 * previews of a draft or of an unpublished post.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let writerEmail: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  writerEmail = `post.drafts.${randomUUID().slice(0, 8)}@example.com`;
  writer = await createMember(stack, writerEmail, ['ContentWriter']);
});
afterAll(async () => {
  await stack?.dispose();
});

const text = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const getPost = async (id: string) =>
  (await api(stack, 'GET', `/blogs/admin/get-blog?id=${id}`, { token: writer })).json.data;
const tokenOf = (url: string) => url.slice(url.indexOf('#t=') + 3);
const preview = (url: string) => api(stack, 'POST', '/content/preview', { body: { token: tokenOf(url) } });

async function form(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Live title ${tag}`,
    content: `<p>Live words ${tag}.</p>`,
    industry: 'Agriculture',
    tags: ['Drafts'],
    slug: `post-draft-${tag}`,
    heroImage: await uploadedImage(stack, writer),
    heroImageAlt: 'A field at dawn',
    ogImage: await uploadedImage(stack, writer, { presignPath: '/blogs/upload-open-graph-image' }),
    ...overrides,
  };
}

/** A published post; its form (to edit) and id. */
async function publishedPost() {
  const tag = randomUUID().slice(0, 8);
  const body = await form(tag);
  const res = await api(stack, 'POST', '/blogs/publish-blog', { token: writer, body });
  expect(res.status).toBe(201);
  return { tag, body, id: res.json.data.id as string, version: res.json.data.version as number };
}

const saveDraft = (id: string, body: object) =>
  api(stack, 'PUT', `/blogs/admin/draft?id=${id}`, { token: writer, body });

describe('a published post with a draft', () => {
  it('keeps the live page, list, sitemap and feed until Publish; Discard drops it; History lists each step', async () => {
    const post = await publishedPost();
    const path = `/blogs/${post.body.slug}`;
    const title = `Draft title ${post.tag}`;
    const saved = await saveDraft(post.id, {
      ...post.body,
      title,
      content: `<p>Draft words ${post.tag}.</p><script>alert(1)</script>`,
      version: post.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({
      status: 'published',
      title: post.body.title,
      version: post.version + 1,
    });
    expect(saved.json.data.draft).toMatchObject({
      updatedBy: writerEmail,
      publishAt: null,
      fields: { title },
    });
    // Sanitised like a publish.
    expect(saved.json.data.draft.fields.content).not.toContain('<script');

    // Nothing a visitor reads changed.
    for (const where of [path, '/blogs', '/sitemap-blogs.xml', '/blogs/rss.xml']) {
      const page = await text(where);
      expect(page, where).not.toContain(title);
    }
    expect(await text(path)).toContain(post.body.title);
    const single = await api(stack, 'GET', `/blogs/get-single-blog?slug=${post.body.slug}`);
    expect(single.json.data.title).toBe(post.body.title);
    expect(JSON.stringify(single.json.data)).not.toContain('Draft words');

    // A stale version is refused; an update of the live post keeps the draft.
    const stale = await saveDraft(post.id, { ...post.body, title, version: post.version });
    expect(stale.status).toBe(409);
    expect(stale.json.errors.version).toBe(RECORD_VERSION_MESSAGES.stale);
    const alt = `Live alt ${post.tag}`;
    const live = await api(stack, 'PUT', `/blogs/update-blog?id=${post.id}`, {
      token: writer,
      body: { ...post.body, heroImageAlt: alt, status: 'published', version: post.version + 1 },
    });
    expect(live.status).toBe(200);
    expect((await getPost(post.id)).draft.fields.title).toBe(title);

    const published = await api(stack, 'POST', `/blogs/admin/publish?id=${post.id}`, {
      token: writer,
      body: { version: live.json.data.version },
    });
    expect(published.status).toBe(200);
    expect(published.json.data).toMatchObject({ title, status: 'published' });
    expect(published.json.data.draft).toBeUndefined();
    for (const where of [path, '/blogs', '/blogs/rss.xml']) expect(await text(where), where).toContain(title);
    const noDraft = await api(stack, 'POST', `/blogs/admin/publish?id=${post.id}`, {
      token: writer,
      body: { version: published.json.data.version },
    });
    expect(noDraft.status).toBe(400);
    expect(noDraft.json.message).toBe(BLOG_DRAFT_MESSAGES.noDraft);

    // A second draft, discarded: the live post stays.
    const second = await saveDraft(post.id, {
      ...post.body,
      title: `Dropped ${post.tag}`,
      version: published.json.data.version,
    });
    expect(second.status).toBe(200);
    const discarded = await api(stack, 'POST', `/blogs/admin/discard?id=${post.id}`, {
      token: writer,
      body: { version: second.json.data.version },
    });
    expect(discarded.status).toBe(200);
    expect(discarded.json.data).toMatchObject({ title });
    expect(discarded.json.data.draft).toBeUndefined();
    expect(await text(path)).toContain(title);

    const history = (await api(stack, 'GET', `/blogs/admin/revisions?id=${post.id}`, { token: writer })).json
      .data.items as Array<{ summary: string }>;
    const summaries = history.map((r) => r.summary);
    expect(summaries.slice(0, 3)).toEqual([
      DRAFT_REVISION_TEXTS.discarded,
      expect.stringMatching(/^Draft: /),
      DRAFT_REVISION_TEXTS.published,
    ]);
    expect(summaries.filter((s) => s.startsWith('Draft: '))).toHaveLength(2);
  });

  it('refuses a draft of a post that is not live, a past publish time, and hostile fields', async () => {
    const tag = randomUUID().slice(0, 8);
    const unpublished = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: { title: `Early ${tag}`, slug: `early-${tag}`, status: 'draft' },
    });
    const refused = await saveDraft(unpublished.json.data.id, { ...(await form(tag)), version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(BLOG_DRAFT_MESSAGES.notLive);

    const post = await publishedPost();
    const past = await saveDraft(post.id, {
      ...post.body,
      publishAt: '2020-01-01T00:00:00Z',
      version: post.version,
    });
    expect(past.status).toBe(400);
    expect(past.json.errors.publishAt).toBe(PAGE_DRAFT_MESSAGES.publishAtPast);
    const huge = await saveDraft(post.id, {
      ...post.body,
      title: 'x'.repeat(100_000),
      version: post.version,
    });
    expect(huge.status).toBe(400);
    expect(huge.json.errors.title).toBeTruthy();
    expect((await getPost(post.id)).draft).toBeUndefined();
    // Control and bidi characters: stored as the publish path stores them (sanitised), never a 500.
    const hostile = await saveDraft(post.id, {
      ...post.body,
      title: `Bidi \u202e title ${post.tag}`,
      content: '<p>Text\u0000 with \u202e a NUL</p><img src=x onerror=alert(1)>',
      version: post.version,
    });
    expect(hostile.status).toBe(200);
    expect(hostile.json.data.draft.fields.title).not.toContain('\u202e');
    expect(hostile.json.data.draft.fields.content).not.toContain('onerror');
  });

  it('publishes a scheduled draft from the sweep once, even when two sweeps overlap', async () => {
    const post = await publishedPost();
    const at = new Date(Date.now() + 3_600_000);
    const title = `Scheduled draft ${post.tag}`;
    const slug = `${post.body.slug}-renamed`;
    const saved = await saveDraft(post.id, {
      ...post.body,
      title,
      slug,
      publishAt: at.toISOString(),
      version: post.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.draft.publishAt).toBe(at.toISOString());

    const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
    const scope = { scope: { ids: [post.id] } };
    const step = (r: { steps: Array<{ step: string; detail?: unknown }> }) =>
      r.steps.find((s) => s.step === 'scheduled post drafts')?.detail;
    expect(step(await runSiteMaintenance('sweep', new Date(at.getTime() - 60_000), scope))).toBe(0);
    expect(await text(`/blogs/${post.body.slug}`)).not.toContain(title);

    const later = new Date(at.getTime() + 60_000);
    const reports = await Promise.all([
      runSiteMaintenance('sweep', later, scope),
      runSiteMaintenance('sweep', later, scope),
    ]);
    expect(reports.map(step).sort()).toEqual([0, 1]);
    const after = await getPost(post.id);
    expect(after).toMatchObject({ title, slug, status: 'published' });
    expect(after.draft).toBeUndefined();
    expect(await text(`/blogs/${slug}`)).toContain(title);
    expect(await text(`/blogs/${post.body.slug}`)).not.toContain(post.body.title);
    // The slug guard went with the winner: another post cannot take the new slug.
    const other = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: { title: 'Squatter', slug, status: 'draft' },
    });
    expect(other.status).toBe(409);
    const history = (await api(stack, 'GET', `/blogs/admin/revisions?id=${post.id}`, { token: writer })).json
      .data.items as Array<{ summary: string; by: string }>;
    expect(history.filter((r) => r.summary === DRAFT_REVISION_TEXTS.scheduled)).toHaveLength(1);
  });
});

describe('a draft of a post that leaves the site by its schedule', () => {
  it("stays the editor's to save, publish or discard after the sweep unpublished the post", async () => {
    const tag = randomUUID().slice(0, 8);
    const leaves = new Date(Date.now() + 3_600_000).toISOString();
    const body = await form(tag);
    const made = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: { ...body, unpublishAt: leaves },
    });
    expect(made.status).toBe(201);
    const id = made.json.data.id as string;
    const first = await saveDraft(id, { ...body, title: `Kept ${tag}`, version: made.json.data.version });
    expect(first.status).toBe(200);
    const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
    await runSiteMaintenance('sweep', new Date(Date.parse(leaves) + 60_000), { scope: { ids: [id] } });
    const offline = await getPost(id);
    expect(offline).toMatchObject({ status: 'draft', draft: { fields: { title: `Kept ${tag}` } } });
    const again = await saveDraft(id, { ...body, title: `Kept again ${tag}`, version: offline.version });
    expect(again.status).toBe(200);
    const published = await api(stack, 'POST', `/blogs/admin/publish?id=${id}`, {
      token: writer,
      body: { version: again.json.data.version },
    });
    expect(published.status).toBe(200);
    // The post takes the draft's text and stays off the site, as its schedule left it.
    expect(published.json.data).toMatchObject({ title: `Kept again ${tag}`, status: 'draft' });
    expect(await text(`/blogs/${body.slug}`)).not.toContain(`Kept again ${tag}`);
  });
});

describe('share previews of posts', () => {
  it('shows a draft or an unpublished post without sign-in, noindex, until revoked or published', async () => {
    const post = await publishedPost();
    const live = await api(stack, 'POST', `/blogs/admin/previews?id=${post.id}`, { token: writer });
    expect(live.status).toBe(400);
    expect(live.json.message).toBe(BLOG_DRAFT_MESSAGES.previewLive);

    const title = `Previewed ${post.tag}`;
    const saved = await saveDraft(post.id, { ...post.body, title, version: post.version });
    const made = await api(stack, 'POST', `/blogs/admin/previews?id=${post.id}`, { token: writer });
    expect(made.status).toBe(201);
    expect(made.json.data.url).toMatch(/\/preview#t=blog\./);
    const shown = await preview(made.json.data.url);
    expect(shown.status).toBe(200);
    const html = shown.json.data.html as string;
    expect(html).toContain(title);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<header[\s\S]*<nav/);
    expect(html).toContain('<footer');
    const listed = await api(stack, 'GET', `/blogs/admin/previews?id=${post.id}`, { token: writer });
    expect(listed.json.data.items).toEqual([
      expect.objectContaining({ id: made.json.data.id, createdBy: writerEmail }),
    ]);

    // The link follows the draft; Publish ends it.
    const retitled = `Previewed again ${post.tag}`;
    await saveDraft(post.id, { ...post.body, title: retitled, version: saved.json.data.version });
    expect((await preview(made.json.data.url)).json.data.html).toContain(retitled);
    const second = await api(stack, 'POST', `/blogs/admin/previews?id=${post.id}`, { token: writer });
    const revoked = await api(
      stack,
      'DELETE',
      `/blogs/admin/previews?id=${post.id}&previewId=${second.json.data.id}`,
      { token: writer },
    );
    expect(revoked.status).toBe(200);
    const gone = await preview(second.json.data.url);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(PAGE_DRAFT_MESSAGES.previewGone);
    await api(stack, 'POST', `/blogs/admin/publish?id=${post.id}`, {
      token: writer,
      body: { version: (await getPost(post.id)).version },
    });
    expect((await preview(made.json.data.url)).status).toBe(404);

    // An unpublished post: previewable once complete.
    const tag = randomUUID().slice(0, 8);
    const early = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: { title: `Unfinished ${tag}`, slug: `unfinished-${tag}`, status: 'draft' },
    });
    const incomplete = await api(stack, 'POST', `/blogs/admin/previews?id=${early.json.data.id}`, {
      token: writer,
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.json.message).toBe(BLOG_DRAFT_MESSAGES.previewIncomplete);
    const complete = await form(tag, { title: `Finished ${tag}`, slug: `unfinished-${tag}` });
    await api(stack, 'PUT', `/blogs/update-blog?id=${early.json.data.id}`, {
      token: writer,
      body: { ...complete, status: 'draft', version: early.json.data.version },
    });
    const unpublished = await api(stack, 'POST', `/blogs/admin/previews?id=${early.json.data.id}`, {
      token: writer,
    });
    expect(unpublished.status).toBe(201);
    expect((await preview(unpublished.json.data.url)).json.data.html).toContain(`Finished ${tag}`);
    expect(await text(`/blogs/unfinished-${tag}`)).not.toContain(`Finished ${tag}`);
    // Deleting the post ends its links (they hold its text).
    await api(stack, 'DELETE', `/blogs/delete?id=${early.json.data.id}`, {
      token: writer,
      body: { version: (await getPost(early.json.data.id)).version },
    });
    expect((await preview(unpublished.json.data.url)).status).toBe(404);
  });
});
