import type { runSiteMaintenance as RunSiteMaintenance } from '@app/services/tasks/site-maintenance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { beacon } from './analytics-helpers';
import { contactBody } from './leads-helpers';

/** The social planner's API, its links, its sweep mail and its figures, on the real local stack. */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let marketing: string;
let sales: string;
let run: typeof RunSiteMaintenance;
let blog: {
  ref: string;
  label: string;
  preview: { title: string; description: string; image?: string; url: string };
};
const WRITER = 'social.writer@example.com';

beforeAll(async () => {
  stack = await startTestStack();
  await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  writer = await createMember(stack, WRITER, ['ContentWriter']);
  marketing = await createMember(stack, 'social.marketing@example.com', ['Marketing']);
  sales = await createMember(stack, 'social.sales@example.com', ['Sales']);
  run = (await import('@app/services/tasks/site-maintenance')).runSiteMaintenance;
  const links = await api(stack, 'GET', '/admin/social-links?kind=blog', { token: writer });
  expect(links.status).toBe(200);
  blog = links.json.data.items[0];
});
afterAll(async () => {
  await stack?.dispose();
});

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const post = (over: Record<string, unknown> = {}) => ({
  network: 'linkedin',
  text: 'Read how we ship an MVP in six weeks.',
  linkKind: 'blog',
  linkRef: blog.ref,
  scheduledAt: minutesFromNow(60 * 24),
  status: 'scheduled',
  ...over,
});
const create = (body: object, token = writer) => api(stack, 'POST', '/admin/social-posts', { token, body });
const mailsTo = (email: string) => stack.outbox.list().filter((m) => m.to.includes(email));

describe('social posts API', () => {
  it('offers the site’s own pages with their Open Graph cards, from stored records', async () => {
    expect(blog.ref).toMatch(/^[a-z0-9-]+$/);
    expect(blog.preview.url).toBe(`${stack.url}/blogs/${blog.ref}`);
    expect(blog.preview.title.length).toBeGreaterThan(0);
    expect(blog.preview.image).toMatch(new RegExp(`^${stack.url}/`));
    for (const kind of ['case-study', 'job']) {
      const res = await api(stack, 'GET', `/admin/social-links?kind=${kind}`, { token: marketing });
      expect(res.status).toBe(200);
      expect(res.json.data.items.length).toBeGreaterThan(0);
    }
    expect((await api(stack, 'GET', '/admin/social-links?kind=url', { token: writer })).status).toBe(400);
    expect((await api(stack, 'GET', '/admin/social-links?kind=blog', { token: sales })).status).toBe(403);
  });

  it('creates a post with its UTM-tagged link and the linked page’s card', async () => {
    const res = await create(post({ campaign: '' }));
    expect(res.status).toBe(201);
    const p = res.json.data;
    expect(p).toMatchObject({
      version: 1,
      status: 'scheduled',
      author: WRITER,
      preview: blog.preview,
      stats: null,
    });
    const url = new URL(p.taggedUrl);
    expect(`${url.origin}${url.pathname}`).toBe(blog.preview.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: p.slug,
      utm_content: p.slug,
    });
    const withCampaign = await create(post({ network: 'x', text: 'Short', campaign: 'Spring-Launch' }));
    expect(new URL(withCampaign.json.data.taggedUrl).searchParams.get('utm_campaign')).toBe('spring-launch');
  });

  it('refuses bad input with clear messages and no 500', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ network: 'x', text: 'a'.repeat(257) }, 'text', /over X's limit of 280/],
      [{ network: 'myspace' }, 'network', /Select a network/],
      [{ linkRef: 'no-such-post' }, 'linkRef', /not found on this site/],
      [{ linkKind: 'url', linkUrl: 'javascript:alert(1)' }, 'linkUrl', /valid http/],
      [{ linkKind: 'url', linkUrl: '//evil.example/x' }, 'linkUrl', /valid http/],
      [{ status: 'due' }, 'status', /Status must be/],
      [{ status: 'posted' }, 'postUrl', /URL of the live post/],
      [{ scheduledAt: 'tomorrow' }, 'scheduledAt', /date and time/],
      [{ campaign: 'Bad Tag!' }, 'campaign', /lowercase/],
      [{ text: 'a\u0000b' }, 'text', /control characters/],
      [{ linkRef: 'x'.repeat(5000) }, 'linkRef', /not found/],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(post(over));
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json.errors?.[field] ?? res.json.message, field).toMatch(message);
    }
    expect((await api(stack, 'POST', '/admin/social-posts', { token: writer, body: '{' })).status).toBe(400);
  });

  it('gives free links to other sites no card (the server fetches nothing) and own pages theirs', async () => {
    // An address literal (e.g. the cloud metadata service) is no valid link at all.
    const metadata = await create(
      post({ linkKind: 'url', linkUrl: 'http://169.254.169.254/latest/meta-data' }),
    );
    expect(metadata.status).toBe(400);
    const external = await create(post({ linkKind: 'url', linkUrl: 'https://news.example.org/story?id=7' }));
    expect(external.status).toBe(201);
    expect(external.json.data.preview).toBeNull();
    expect(external.json.data.taggedUrl).toBe(
      `https://news.example.org/story?id=7&utm_source=linkedin&utm_medium=social&utm_campaign=${external.json.data.slug}&utm_content=${external.json.data.slug}`,
    );
    const own = await create(post({ linkKind: 'url', linkUrl: `/blogs/${blog.ref}` }));
    expect(own.json.data.preview).toEqual(blog.preview);
    const page = await create(post({ linkKind: 'url', linkUrl: '/contact-us' }));
    expect(page.json.data.preview).toBeNull();
    expect(page.json.data.taggedUrl).toMatch(new RegExp(`^${stack.url}/contact-us\\?utm_source=linkedin`));
  });

  it('edits with the record version: a stale PATCH gets 409 and changes nothing', async () => {
    const created = (await create(post())).json.data;
    const path = `/admin/social-posts/${created.id}`;
    const first = await api(stack, 'PATCH', path, {
      token: writer,
      body: { version: 1, text: 'Second draft' },
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ version: 2, text: 'Second draft', slug: created.slug });
    const stale = await api(stack, 'PATCH', path, {
      token: marketing,
      body: { version: 1, text: 'Lost edit' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors.version).toMatch(/Someone else saved this/);
    expect((await api(stack, 'GET', path, { token: writer })).json.data.text).toBe('Second draft');
    expect((await api(stack, 'PATCH', path, { token: writer, body: { text: 'x' } })).status).toBe(400);
    const due = await api(stack, 'PATCH', path, { token: writer, body: { version: 2, status: 'due' } });
    expect(due.json.errors.status).toMatch(/Only the planner/);
    const posted = await api(stack, 'PATCH', path, {
      token: writer,
      body: {
        version: 2,
        status: 'posted',
        postUrl: 'https://www.linkedin.com/feed/update/urn:li:activity:1',
      },
    });
    expect(posted.status).toBe(200);
    expect(posted.json.data.postedAt).toBeTruthy();
    expect((await api(stack, 'DELETE', path, { token: writer })).status).toBe(200);
    expect((await api(stack, 'GET', path, { token: writer })).status).toBe(404);
    expect((await api(stack, 'PATCH', path, { token: writer, body: { version: 3 } })).status).toBe(404);
    expect((await api(stack, 'GET', '/admin/social-posts/not-an-id', { token: writer })).status).toBe(404);
  });

  it('lists a calendar range oldest first and the list newest first, a page at a time', async () => {
    const day = new Date(Date.now() + 40 * 86_400_000);
    const at = (h: number) => new Date(day.getTime() + h * 3_600_000).toISOString();
    const a = (await create(post({ scheduledAt: at(1), text: 'Calendar A' }))).json.data;
    const b = (await create(post({ scheduledAt: at(2), text: 'Calendar B' }))).json.data;
    const q = `from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(3))}`;
    const range = await api(stack, 'GET', `/admin/social-posts?${q}`, { token: writer });
    expect(range.json.data.items.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
    const paged = await api(stack, 'GET', `/admin/social-posts?${q}&limit=1`, { token: writer });
    expect(paged.json.data.items).toHaveLength(1);
    const next = await api(
      stack,
      'GET',
      `/admin/social-posts?${q}&limit=1&cursor=${paged.json.data.nextCursor}`,
      {
        token: writer,
      },
    );
    expect(next.json.data.items[0].id).toBe(b.id);
    const list = await api(stack, 'GET', '/admin/social-posts?limit=2', { token: writer });
    expect(list.json.data.items.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    const tooLong = `from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(24 * 50))}`;
    expect((await api(stack, 'GET', `/admin/social-posts?${tooLong}`, { token: writer })).status).toBe(400);
    expect(
      (await api(stack, 'GET', `/admin/social-posts?from=${encodeURIComponent(at(0))}`, { token: writer }))
        .status,
    ).toBe(400);
  });
});

describe('the sweep: due posts and their mail', () => {
  it('marks a scheduled post due at its time and mails its author once, with the share links', async () => {
    const hostile = `<script>alert("x")</script> & "quotes" 'single' 🚀`;
    const due = (await create(post({ network: 'x', text: hostile, scheduledAt: minutesFromNow(-1) }))).json
      .data;
    const later = (await create(post({ scheduledAt: minutesFromNow(30) }))).json.data;
    const before = mailsTo(WRITER).length;
    // Scoped to this test's posts: the stack is shared, other files' due posts are theirs to sweep.
    const scope = { scope: { ids: [due.id, later.id] } };
    await run('sweep', undefined, scope);
    const after = (await api(stack, 'GET', `/admin/social-posts/${due.id}`, { token: writer })).json.data;
    expect(after).toMatchObject({ status: 'due', mail: { status: 'sent', attempts: 1 }, text: hostile });
    expect(
      (await api(stack, 'GET', `/admin/social-posts/${later.id}`, { token: writer })).json.data.status,
    ).toBe('scheduled');
    const mails = mailsTo(WRITER).slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.subject).toMatch(/^Time to post on X: /);
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).toContain('&lt;script&gt;alert');
    const intent = /href="(https:\/\/x\.com\/intent\/post\?[^"]+)"/.exec(mail.html ?? '')?.[1] ?? '';
    const intentUrl = new URL(intent.replace(/&amp;/g, '&'));
    expect(intentUrl.searchParams.get('text')).toBe(hostile);
    expect(intentUrl.searchParams.get('url')).toBe(due.taggedUrl);
    expect(mail.text).toContain(due.taggedUrl);
    // A second sweep (or a retrying one) mails nobody twice.
    await run('sweep', undefined, scope);
    expect(mailsTo(WRITER).length).toBe(before + 1);
    // A stale editor of the due post gets 409: the sweep's change bumped the version.
    const stale = await api(stack, 'PATCH', `/admin/social-posts/${due.id}`, {
      token: writer,
      body: { version: due.version, text: 'Too late' },
    });
    expect(stale.status).toBe(409);
  });

  it('two sweeps at once (a retried EventBridge run) mail a due post once', async () => {
    const p = (
      await create(post({ network: 'facebook', text: `Race ${Date.now()}`, scheduledAt: minutesFromNow(-1) }))
    ).json.data;
    const scope = { scope: { ids: [p.id] } };
    await Promise.all([
      run('sweep', undefined, scope),
      run('sweep', undefined, scope),
      run('sweep', undefined, scope),
    ]);
    await run('sweep', undefined, scope);
    expect(stack.outbox.list().filter((m) => (m.text ?? '').includes(p.text))).toHaveLength(1);
    const after = (await api(stack, 'GET', `/admin/social-posts/${p.id}`, { token: writer })).json.data;
    expect(after.mail).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('mails Instagram posts the text and the image to download', async () => {
    const insta = (await create(post({ network: 'instagram', scheduledAt: minutesFromNow(-2) }))).json.data;
    await run('sweep', undefined, { scope: { ids: [insta.id] } });
    const mail = mailsTo(WRITER).find((m) => m.subject.startsWith('Time to post on Instagram'));
    expect(mail?.html).toContain(`href="${insta.preview.image}"`);
    expect(mail?.html).toContain('Download the image');
    expect(mail?.text).toContain(insta.text);
  });

  it('shows each post’s visits and leads from the analytics counters', async () => {
    const p = (await create(post({ network: 'facebook', scheduledAt: minutesFromNow(-5) }))).json.data;
    const landing = new URL(p.taggedUrl);
    const path = `${landing.pathname}${landing.search}`;
    expect((await beacon(stack, { n: 'pageview', u: path })).status).toBeLessThan(300);
    const lead = await api(stack, 'POST', '/contact/contact-us', {
      body: contactBody({ attribution: { landing: path } }),
    });
    expect(lead.status).toBe(201);
    const got = await api(stack, 'GET', `/admin/social-posts/${p.id}`, { token: marketing });
    expect(got.json.data.stats).toEqual({ visitors: 1, conversions: 1 });
  });
});
