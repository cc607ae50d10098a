import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '@app/services/local/local-aws';
import { WEB_ROOT } from '@app/services/local/paths';
import type { runSiteMaintenance as RunSiteMaintenance } from '@app/services/tasks/site-maintenance';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepSections, uploadedImage } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { createJob, dayFromNow, type Row } from './careers-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let restoreSections: (() => Promise<void>) | undefined;
let admin: string;
let s3: S3Client;
let run: typeof RunSiteMaintenance;
/** The compiled templates the API renders pages from (the deploy uploads them with the build). */
const TEMPLATE = (name: string) => `_templates/${name}.json`;

beforeAll(async () => {
  stack = await startTestStack();
  // Sections go back to the seed's text for the next file on the shared stack.
  restoreSections = await keepSections(stack);
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  s3 = new S3Client({
    endpoint: stack.env.S3_ENDPOINT,
    forcePathStyle: true,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  // Imported after the stack has set the handlers' env.
  run = (await import('@app/services/tasks/site-maintenance')).runSiteMaintenance;
});
afterAll(async () => {
  s3?.destroy();
  await restoreSections?.();
  // Sweeps at future instants rendered these posts into the lists: deleting them renders the
  // lists again at the real time, for the next file on the shared stack.
  for (const id of scheduled) await api(stack, 'DELETE', `/blogs/delete?id=${id}`, { token: admin });
  await stack?.dispose();
});

/** An object of the site bucket as text, or null when there is none. */
async function stored(key: string): Promise<string | null> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: stack.env.SITE_BUCKET, Key: key }));
    return (await res.Body?.transformToString('utf8')) ?? '';
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}
const put = (key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: stack.env.SITE_BUCKET, Key: key, Body: body }));
const remove = (key: string) => s3.send(new DeleteObjectCommand({ Bucket: stack.env.SITE_BUCKET, Key: key }));

/** Moves an open job's deadline (and the open-list sort key that encodes it) to `deadline`. */
async function setDeadline(jobId: string, deadline: string) {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: `JOB#${jobId}`, sk: 'JOB' },
      UpdateExpression: 'SET deadline = :d, gsi1sk = :sk',
      ExpressionAttributeValues: { ':d': deadline, ':sk': `${deadline}#${jobId}` },
    }),
  );
}

/** The posts scheduledPost made (deleted in afterAll). */
const scheduled: string[] = [];

/** Publishes a post scheduled `minutes` from now through the API; returns its slug and publish time. */
async function scheduledPost(slug: string, minutes: number) {
  const publishAt = new Date(Date.now() + minutes * 60_000).toISOString();
  const res = await api(stack, 'POST', '/blogs/publish-blog', {
    token: admin,
    body: {
      title: `Maintenance ${slug}`,
      content: '<p>Written ahead of time.</p>',
      industry: 'Agriculture',
      tags: ['Ops'],
      slug,
      heroImage: await uploadedImage(stack, admin),
      heroImageAlt: 'Alt',
      ogImage: await uploadedImage(stack, admin),
      status: 'scheduled',
      publishAt,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json.data.id as string;
  scheduled.push(id);
  /** A sweep at `due` that touches this post only (the stack is shared: other files' posts stay as they are). */
  const scope = { scope: { ids: [id] } };
  return { slug, id, scope, due: new Date(Date.parse(publishAt) + 60_000) };
}

const steps = (report: Awaited<ReturnType<typeof run>>) => report.steps.map((s) => [s.step, s.ok]);

describe('site maintenance, deploy mode', () => {
  it('renders the home page a deploy overwrote again from the stored sections', async () => {
    const heading = 'Maintained heading after deploy';
    expect(
      (
        await api(stack, 'PUT', '/admin/edit-section', {
          token: admin,
          body: {
            key: 'home.hero',
            values: { heading },
            version: (
              await api(stack, 'GET', '/admin/edit-section', { token: admin })
            ).json.data['home.hero'].version,
          },
        })
      ).status,
    ).toBe(200);
    expect(await stored('index.html')).toContain(heading);
    // The deploy copies the built home page over the rendered one.
    await put('index.html', readFileSync(join(WEB_ROOT, 'index.html'), 'utf8'));
    expect(await stored('index.html')).not.toContain(heading);

    const report = await run('deploy');
    expect(steps(report)).toContainEqual(['list and section pages', true]);
    const home = await (await fetch(`${stack.url}/`)).text();
    expect(home).toContain(`data-section-field="home.hero.heading">${heading}</h1>`);
  });

  it('renders every live blog page and every open job page from the deployed templates; every step is ok', async () => {
    const templates = {
      post: (await stored(TEMPLATE('blog-post'))) as string,
      job: (await stored(TEMPLATE('job'))) as string,
    };
    const marker = `<!-- template ${Date.now()} -->`;
    /** A new build's template: the same page with the marker in its first static part. */
    const withMarker = (json: string) => {
      const t = JSON.parse(json) as { parts: unknown[] };
      t.parts.unshift(marker);
      return JSON.stringify(t);
    };
    const live = (await api(stack, 'GET', '/blogs/get-all-blogs?limit=50')).json.data.items as Row[];
    const open = (await api(stack, 'GET', '/careers/openings')).json.data.items as Row[];
    expect(live.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    await put(TEMPLATE('blog-post'), withMarker(templates.post));
    await put(TEMPLATE('job'), withMarker(templates.job));
    try {
      expect(await stored(`blogs/${live[0]?.slug}/index.html`)).not.toContain(marker);
      const report = await run('deploy');
      const studies = (await api(stack, 'GET', '/case-studies')).json.data.items as Row[];
      expect(report).toEqual({
        mode: 'deploy',
        steps: [
          // The stack's start already made the variants of every stored image (issue 26).
          { step: 'image variants', ok: true, detail: 0 },
          // The stack's start already moved the seeded sections into their pages.
          { step: 'section folds', ok: true, detail: 0 },
          { step: 'blog pages', ok: true, detail: live.length },
          { step: 'case study pages', ok: true, detail: studies.length },
          { step: 'job pages', ok: true, detail: open.length },
          { step: 'list and section pages', ok: true, detail: expect.any(Number) },
          // The stack's start already backfilled the seeded admin's record.
          { step: 'member records', ok: true, detail: 0 },
          { step: 'sales counters backfill', ok: true, detail: 0 },
          { step: 'lead kinds backfill', ok: true, detail: 0 },
          // The stack's start backfilled the seeded records; this one finds the marker.
          { step: 'privacy backfill', ok: true, detail: 0 },
        ],
      });
      for (const b of live) expect(await stored(`blogs/${b.slug}/index.html`)).toContain(marker);
      for (const j of open) expect(await stored(`careers/${j._id}/index.html`)).toContain(marker);
    } finally {
      await put(TEMPLATE('blog-post'), templates.post);
      await put(TEMPLATE('job'), templates.job);
    }
  });
});

describe('site maintenance, sweep mode', () => {
  it('removes the page and sitemap entry of a job whose deadline passed', async () => {
    const job = await createJob(stack, admin, { deadline: dayFromNow(30) });
    const pageKey = `careers/${job._id}/index.html`;
    expect(await stored(pageKey)).toContain(job.jobTitle);
    expect(await stored('sitemap-jobs.xml')).toContain(`/careers/${job._id}<`);

    await setDeadline(job._id, dayFromNow(-2));
    expect(await stored(pageKey)).not.toBeNull(); // nothing but the sweep removes it
    const report = await run('sweep');
    expect(steps(report)).toEqual([
      ['due blog pages', true],
      ['stale list pages and /careers', true],
      ['unsaved images', true],
      ['analytics salts', true],
      ['analytics visits', true],
      ['section folds', true],
      ['sales counters backfill', true],
      ['retention', true],
      ['lead kinds backfill', true],
      ['due social posts', true],
      ['social post mails', true],
      ['meeting reminders', true],
      ['reply promise mails', true],
      ['weekly digest', true],
      ['scheduled page drafts', true],
      ['scheduled post drafts', true],
      ['scheduled unpublish', true],
    ]);
    expect(await stored(pageKey)).toBeNull();
    const sitemap = await stored('sitemap-jobs.xml');
    expect(sitemap).not.toContain(job._id);
    // Still open jobs stay listed.
    const open = (await api(stack, 'GET', '/careers/openings')).json.data.items as Row[];
    for (const j of open) expect(sitemap).toContain(`/careers/${j._id}<`);
  });

  it('reaches a job that just expired however many older expired jobs are still open', async () => {
    const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('@app/services/lib/dynamo');
    const template = await createJob(stack, admin, { deadline: dayFromNow(30) });
    const key = { pk: `JOB#${template._id}`, sk: 'JOB' };
    const item = (await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item ?? {};
    // More expired-but-open jobs than two pages of the open index (HR never closed them).
    const old = dayFromNow(-3);
    for (let i = 0; i < 210; i++) {
      const id = `old-expired-${i}`;
      await dynamo.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { ...item, pk: `JOB#${id}`, _id: id, deadline: old, gsi1sk: `${old}#${id}` },
        }),
      );
    }
    const job = await createJob(stack, admin, { deadline: dayFromNow(30) });
    await setDeadline(job._id, dayFromNow(-1));
    expect(await stored(`careers/${job._id}/index.html`)).not.toBeNull();
    expect(steps(await run('sweep'))).toEqual([
      ['due blog pages', true],
      ['stale list pages and /careers', true],
      ['unsaved images', true],
      ['analytics salts', true],
      ['analytics visits', true],
      ['section folds', true],
      ['sales counters backfill', true],
      ['retention', true],
      ['lead kinds backfill', true],
      ['due social posts', true],
      ['social post mails', true],
      ['meeting reminders', true],
      ['reply promise mails', true],
      ['weekly digest', true],
      ['scheduled page drafts', true],
      ['scheduled post drafts', true],
      ['scheduled unpublish', true],
    ]);
    expect(await stored(`careers/${job._id}/index.html`)).toBeNull();
  });

  it('writes the page of a scheduled post once it is due and lists it in the sitemap and feed', async () => {
    const post = await scheduledPost('maintenance-scheduled-post', 10);
    expect(await stored(`blogs/${post.slug}/index.html`)).toBeNull();
    expect((await run('sweep', undefined, post.scope)).steps[0]).toEqual({
      step: 'due blog pages',
      ok: true,
      detail: 0,
    });
    expect(await stored(`blogs/${post.slug}/index.html`)).toBeNull();

    const report = await run('sweep', post.due, post.scope);
    expect(report.steps[0]).toEqual({ step: 'due blog pages', ok: true, detail: 1 });
    expect(await stored(`blogs/${post.slug}/index.html`)).toContain('Written ahead of time.');
    expect(await stored('sitemap-blogs.xml')).toContain(`/blogs/${post.slug}<`);
    expect(await stored('blogs/rss.xml')).toContain(`/blogs/${post.slug}<`);
    // Written once: the next sweep finds nothing new.
    expect((await run('sweep', post.due, post.scope)).steps[0]).toEqual({
      step: 'due blog pages',
      ok: true,
      detail: 0,
    });
  });
});

describe('a test sweep scope (shared test stacks)', () => {
  it('publishes only the named post at a future instant; the next scoped sweep the other', async () => {
    const mine = await scheduledPost('maintenance-scope-mine', 10);
    const other = await scheduledPost('maintenance-scope-other', 10);
    const report = await run('sweep', mine.due, mine.scope);
    expect(report.steps[0]).toEqual({ step: 'due blog pages', ok: true, detail: 1 });
    // The analytics clean-up would delete every test's salts and visits at a future instant: skipped.
    expect(report.steps[3]).toEqual({ step: 'analytics salts', ok: true, detail: 0 });
    expect(report.steps[4]).toEqual({ step: 'analytics visits', ok: true, detail: 0 });
    expect(await stored(`blogs/${mine.slug}/index.html`)).toContain('Written ahead of time.');
    expect(await stored(`blogs/${other.slug}/index.html`)).toBeNull();
    expect((await run('sweep', other.due, other.scope)).steps[0]).toEqual({
      step: 'due blog pages',
      ok: true,
      detail: 1,
    });
    expect(await stored(`blogs/${other.slug}/index.html`)).toContain('Written ahead of time.');
  });
});

describe('site maintenance, unsaved images', () => {
  const mediaObject = async (path: string) => {
    try {
      await s3.send(new GetObjectCommand({ Bucket: stack.env.MEDIA_BUCKET, Key: path.replace(/^\//, '') }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return false;
      throw error;
    }
  };

  it('deletes images uploaded but never saved once they are two days old, and keeps saved ones', async () => {
    const unsaved = await uploadedImage(stack, admin);
    const post = await scheduledPost('maintenance-images-post', 60 * 24 * 30);
    const saved = (await api(stack, 'GET', `/blogs/admin/get-blog?slug=${post.slug}`, { token: admin })).json
      .data;
    const savedImages = [saved.heroImage, saved.ogImage] as string[];
    expect(savedImages.every((p) => p?.startsWith('/media/'))).toBe(true);
    expect(await mediaObject(unsaved)).toBe(true);

    // A day later it may still be in an open editor: kept.
    // Scoped to this test's images: other files' unsaved uploads on the shared stack stay.
    const scope = { scope: { ids: [unsaved, ...savedImages] } };
    const dayLater = new Date(Date.now() + 86_400_000);
    expect((await run('sweep', dayLater, scope)).steps[2]).toEqual({
      step: 'unsaved images',
      ok: true,
      detail: 0,
    });
    expect(await mediaObject(unsaved)).toBe(true);

    const threeDaysLater = new Date(Date.now() + 3 * 86_400_000);
    const report = await run('sweep', threeDaysLater, scope);
    expect(report.steps[2]).toEqual({ step: 'unsaved images', ok: true, detail: 1 });
    expect(await mediaObject(unsaved)).toBe(false);
    for (const path of savedImages) expect(await mediaObject(path)).toBe(true);
    // Its reference is gone too: the upload can no longer be saved with an item.
    const reuse = await api(stack, 'PUT', `/blogs/update-blog?id=${saved.id}`, {
      token: admin,
      body: { ...saved, heroImage: unsaved },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.errors.heroImage).toBeDefined();
  });
});

describe('a failing step', () => {
  it('is reported as failed while the other steps still run', async () => {
    const post = await scheduledPost('maintenance-failing-post', 10);
    const job = await createJob(stack, admin, { deadline: dayFromNow(30) });
    await setDeadline(job._id, dayFromNow(-2));
    expect(await stored(`careers/${job._id}/index.html`)).not.toBeNull();
    const template = (await stored(TEMPLATE('blog-post'))) as string;
    await remove(TEMPLATE('blog-post')); // no template: no post page can be rendered
    try {
      const sweep = await run('sweep', post.due, post.scope);
      expect(sweep.steps).toEqual([
        { step: 'due blog pages', ok: false, error: 'Error' },
        { step: 'stale list pages and /careers', ok: true, detail: expect.any(Number) },
        { step: 'unsaved images', ok: true, detail: expect.any(Number) },
        { step: 'analytics salts', ok: true, detail: expect.any(Number) },
        { step: 'analytics visits', ok: true, detail: expect.any(Number) },
        { step: 'section folds', ok: true, detail: 0 },
        { step: 'sales counters backfill', ok: true, detail: 0 },
        { step: 'retention', ok: true, detail: 0 },
        { step: 'lead kinds backfill', ok: true, detail: 0 },
        { step: 'due social posts', ok: true, detail: 0 },
        { step: 'social post mails', ok: true, detail: 0 },
        { step: 'meeting reminders', ok: true, detail: 0 },
        { step: 'reply promise mails', ok: true, detail: 0 },
        { step: 'weekly digest', ok: true, detail: 0 },
        { step: 'scheduled page drafts', ok: true, detail: 0 },
        { step: 'scheduled post drafts', ok: true, detail: 0 },
        { step: 'scheduled unpublish', ok: true, detail: 0 },
      ]);
      expect(await stored(`careers/${job._id}/index.html`)).toBeNull();
      expect(await stored(`blogs/${post.slug}/index.html`)).toBeNull();

      const deploy = await run('deploy');
      expect(steps(deploy)).toEqual([
        ['image variants', true],
        ['section folds', true],
        ['blog pages', false],
        ['case study pages', true],
        ['job pages', true],
        ['list and section pages', true],
        ['member records', true],
        ['sales counters backfill', true],
        ['lead kinds backfill', true],
        ['privacy backfill', true],
      ]);
    } finally {
      await put(TEMPLATE('blog-post'), template);
    }
    // The failed page is written by the next sweep.
    expect((await run('sweep', post.due, post.scope)).steps[0]).toEqual({
      step: 'due blog pages',
      ok: true,
      detail: 1,
    });
    expect(await stored(`blogs/${post.slug}/index.html`)).toContain('Written ahead of time.');
  });
});

describe('scheduled unpublish (issue 31)', () => {
  it('a post scheduled to unpublish is gone from /blogs, the sitemap and RSS after its time, once under two sweeps', async () => {
    const slug = `maintenance-unpublish-${Date.now().toString(36)}`;
    const unpublishAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const res = await api(stack, 'POST', '/blogs/publish-blog', {
      token: admin,
      body: {
        title: `Maintenance ${slug}`,
        content: '<p>Here for a limited time.</p>',
        industry: 'Agriculture',
        tags: ['Ops'],
        slug,
        heroImage: await uploadedImage(stack, admin),
        heroImageAlt: 'Alt',
        ogImage: await uploadedImage(stack, admin),
        status: 'published',
        unpublishAt,
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const id = res.json.data.id as string;
    scheduled.push(id);
    const scope = { scope: { ids: [id] } };
    const last = (r: Awaited<ReturnType<typeof run>>) => r.steps.at(-1);
    // Before its time: nothing to do, the post is everywhere.
    expect(last(await run('sweep', undefined, scope))).toEqual({
      step: 'scheduled unpublish',
      ok: true,
      detail: 0,
    });
    expect(await stored('blogs/rss.xml')).toContain(`/blogs/${slug}<`);
    expect(await stored('blogs/index.html')).toContain(slug);

    // Two sweeps' unpublish steps after its time at once: one wins the versioned write, the other skips.
    const due = new Date(Date.parse(unpublishAt) + 60_000);
    const { unpublishDueBlogs } = await import('@app/services/lib/content/blog-schedule');
    const only = new Set([id]);
    const both = await Promise.all([unpublishDueBlogs(due, only), unpublishDueBlogs(due, only)]);
    expect(both.sort()).toEqual([0, 1]);
    expect(last(await run('sweep', due, scope))).toEqual({
      step: 'scheduled unpublish',
      ok: true,
      detail: 0,
    });
    expect(await stored(`blogs/${slug}/index.html`)).toBeNull();
    expect(await stored('blogs/index.html')).not.toContain(slug);
    expect(await stored('sitemap-blogs.xml')).not.toContain(`/blogs/${slug}<`);
    expect(await stored('blogs/rss.xml')).not.toContain(`/blogs/${slug}<`);
    const post = await api(stack, 'GET', `/blogs/admin/get-blog?id=${id}`, { token: admin });
    expect(post.json.data).toMatchObject({ status: 'draft', version: 2 });
    expect(post.json.data).not.toHaveProperty('unpublishAt');
    const history = await api(stack, 'GET', `/blogs/admin/revisions?id=${id}`, { token: admin });
    expect(history.json.data.items.map((r: Row) => r.summary)).toEqual([
      'Unpublished as scheduled',
      'Created',
    ]);
  });

  it('refuses an unpublish time in the past or before the publish time', async () => {
    const body = {
      title: 'Never stored',
      content: '<p>x</p>',
      industry: 'Agriculture',
      tags: ['Ops'],
      slug: `maintenance-refused-${Date.now().toString(36)}`,
      heroImage: await uploadedImage(stack, admin),
      heroImageAlt: 'Alt',
      ogImage: await uploadedImage(stack, admin),
    };
    const past = await api(stack, 'POST', '/blogs/publish-blog', {
      token: admin,
      body: { ...body, status: 'published', unpublishAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.json.errors?.unpublishAt ?? past.json.message).toBe(
      'The unpublish time must be in the future.',
    );
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const before = await api(stack, 'POST', '/blogs/publish-blog', {
      token: admin,
      body: {
        ...body,
        status: 'scheduled',
        publishAt,
        unpublishAt: new Date(Date.now() + 1_800_000).toISOString(),
      },
    });
    expect(before.status).toBe(400);
    expect(before.json.message).toBe('The unpublish time must be after the publish time.');
    const garbage = await api(stack, 'POST', '/blogs/publish-blog', {
      token: admin,
      body: { ...body, status: 'published', unpublishAt: `2030-01-01\u202e${'9'.repeat(5000)}` },
    });
    expect(garbage.status).toBe(400);
  });

  it('a case study scheduled to unpublish leaves its page, /case-study and the sitemap after its time, once', async () => {
    const slug = `maintenance-case-${Date.now().toString(36)}`;
    const unpublishAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const img = {
      presignPath: '/admin/case-studies/upload-image',
      confirmPath: '/admin/case-studies/confirm-image',
    };
    const body = {
      title: `Case ${slug}`,
      slug,
      client: 'Harbor Mutual',
      industry: 'Finance',
      category: 'Cloud Engineering',
      summary: 'Claims moved to events.',
      results: ['Paid in 2 days'],
      content: '<p>For a limited time.</p>',
      heroImage: await uploadedImage(stack, admin, img),
      heroImageAlt: 'A dashboard',
      status: 'published',
    };
    const past = await api(stack, 'POST', '/admin/case-studies', {
      token: admin,
      body: { ...body, unpublishAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    const res = await api(stack, 'POST', '/admin/case-studies', {
      token: admin,
      body: { ...body, unpublishAt },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const id = res.json.data.id as string;
    expect(await stored(`case-study/${slug}/index.html`)).toContain('For a limited time.');
    const { unpublishDueCaseStudies } = await import('@app/services/lib/content/case-study-schedule');
    const due = new Date(Date.parse(unpublishAt) + 60_000);
    const only = new Set([id]);
    expect(await unpublishDueCaseStudies(new Date(Date.parse(unpublishAt) - 60_000), only)).toBe(0);
    const both = await Promise.all([unpublishDueCaseStudies(due, only), unpublishDueCaseStudies(due, only)]);
    expect(both.sort()).toEqual([0, 1]);
    expect(await stored(`case-study/${slug}/index.html`)).toBeNull();
    expect(await stored('case-study/index.html')).not.toContain(slug);
    expect(await stored('sitemap-case-studies.xml')).not.toContain(`/case-study/${slug}<`);
    const history = await api(stack, 'GET', `/admin/case-studies/revisions?id=${id}`, { token: admin });
    expect(history.json.data.items.map((r: Row) => r.summary)).toEqual([
      'Unpublished as scheduled',
      'Created',
    ]);
    expect((await api(stack, 'DELETE', `/admin/case-studies?id=${id}`, { token: admin })).status).toBe(200);
  });
});
