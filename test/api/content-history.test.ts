/**
 * History of posts, jobs, case studies and our-work projects (issue 31 item
 * 2): each save keeps a revision, GET …/revisions lists them newest first
 * under the feature's own permission, POST …/restore saves a kept version as
 * a new one (409 when stale, 404 when not kept) that goes live like a save and
 * leaves the publication state as it is; deleting the record deletes them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api as rawApi, startTestStack } from '../support/local-stack';
import { createJob } from './careers-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let revisions: typeof import('@app/services/data/revision');
let writer: string;
let hr: string;
const suffix = () => randomUUID().slice(0, 8);
const letters = () =>
  [...randomUUID().replace(/-/g, '').slice(0, 8)]
    .map((c) => String.fromCharCode(97 + (c.charCodeAt(0) % 26)))
    .join('');

beforeAll(async () => {
  stack = await startTestStack();
  revisions = await import('@app/services/data/revision');
  [writer, hr] = await Promise.all([
    createMember(stack, `history.writer.${suffix()}@example.com`, ['ContentWriter']),
    createMember(stack, `history.hr.${suffix()}@example.com`, ['HR']),
  ]);
});
afterAll(async () => {
  await stack?.dispose();
});

/** The stack's API call with an optional query string. */
function api(
  s: typeof stack,
  method: string,
  path: string,
  init: { token?: string; body?: object; query?: Record<string, string> } = {},
) {
  const { query, ...rest } = init;
  return rawApi(s, method, query ? `${path}?${new URLSearchParams(query)}` : path, rest);
}
const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, asserted field by field
type Json = Record<string, any>;

/** The common checks of one kind: list, a stale and an unknown restore, the other feature's member refused. */
async function checkHistory(opts: {
  token: string;
  outsider: string;
  revisionsPath: string;
  restorePath: string;
  query?: Record<string, string>;
  currentVersion: number;
}): Promise<Json[]> {
  const { token, outsider, revisionsPath, restorePath, query, currentVersion } = opts;
  const listed = await api(stack, 'GET', revisionsPath, { token, query });
  expect(listed.status).toBe(200);
  expect(listed.headers.get('cache-control')).toBe('no-store');
  const items = listed.json.data.items as Json[];
  expect(items.map((r) => r.version)).toEqual([currentVersion, currentVersion - 1]);
  expect(items[1]?.summary).toBe('Created');
  expect(items[0]?.by).toMatch(/@example\.com$/);
  // Another feature's member: refused on both calls.
  expect((await api(stack, 'GET', revisionsPath, { token: outsider, query })).status).toBe(403);
  const body = { revision: 1, version: currentVersion };
  expect((await api(stack, 'POST', restorePath, { token: outsider, query, body })).status).toBe(403);
  // Stale editor and a version never kept.
  const stale = await api(stack, 'POST', restorePath, { token, query, body: { revision: 1, version: 1 } });
  expect(stale.status).toBe(409);
  const unknown = await api(stack, 'POST', restorePath, {
    token,
    query,
    body: { revision: 999, version: currentVersion },
  });
  expect(unknown.status).toBe(404);
  expect(unknown.json.message).toBe('This version is no longer kept.');
  const bad = await api(stack, 'POST', restorePath, {
    token,
    query,
    body: { revision: 'x\u202e', version: -1 },
  });
  expect(bad.status).toBe(400);
  return items;
}

describe('history of posts, jobs, case studies and projects', () => {
  it('a job: edits kept, restore republishes the old text, deadline and status stay, delete clears', async () => {
    const job = await createJob(stack, hr);
    const path = `/admin/jobs/${job._id}`;
    const { _id, version, status, displayStatus, createdAt, updatedAt, searchText, ...post } = job;
    const newTitle = `Lead ${letters()}`;
    const saved = await api(stack, 'PUT', path, {
      token: hr,
      body: { ...post, jobTitle: newTitle, version },
    });
    expect(saved.status).toBe(200);
    expect(await html(`/careers/${job._id}`)).toContain(newTitle);

    const items = await checkHistory({
      token: hr,
      outsider: writer,
      revisionsPath: `${path}/revisions`,
      restorePath: `${path}/restore`,
      currentVersion: 2,
    });
    expect(items[0]?.summary).toBe('Changed Job title');
    expect(items[1]?.content.jobTitle).toBe(job.jobTitle);

    // Closing is a version too (the history has no gaps).
    expect((await api(stack, 'POST', `${path}/close`, { token: hr })).status).toBe(200);
    const restored = await api(stack, 'POST', `${path}/restore`, {
      token: hr,
      body: { revision: 1, version: 3 },
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data.job).toMatchObject({ jobTitle: job.jobTitle, status: 'closed', version: 4 });
    const after = (await api(stack, 'GET', `${path}/revisions`, { token: hr })).json.data.items as Json[];
    expect(after.map((r) => r.summary)).toEqual([
      'Restored version 1',
      'Closed the job',
      'Changed Job title',
      'Created',
    ]);

    expect((await api(stack, 'DELETE', path, { token: hr })).status).toBe(200);
    expect(await revisions.listRevisions('job', job._id)).toEqual([]);
  });

  it('a post: restore brings the old text back live and keeps it a draft or published as now', async () => {
    const slug = `history-post-${suffix()}`;
    const body = {
      title: `History post ${letters()}`,
      content: '<p>The first paragraph says eight weeks.</p>',
      industry: 'Agriculture',
      tags: ['History'],
      slug,
      heroImage: await uploadedImage(stack, writer),
      heroImageAlt: 'A chart',
      ogImage: await uploadedImage(stack, writer, { presignPath: '/blogs/upload-open-graph-image' }),
    };
    const created = await api(stack, 'POST', '/blogs/publish-blog', { token: writer, body });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const query = { id };
    const edited = await api(stack, 'PUT', '/blogs/update-blog', {
      token: writer,
      query,
      body: {
        ...body,
        status: 'published',
        content: '<p>The first paragraph says twelve weeks.</p>',
        version: 1,
      },
    });
    expect(edited.status).toBe(200);
    expect(await html(`/blogs/${slug}`)).toContain('twelve weeks');

    const items = await checkHistory({
      token: writer,
      outsider: hr,
      revisionsPath: '/blogs/admin/revisions',
      restorePath: '/blogs/admin/restore',
      query,
      currentVersion: 2,
    });
    // The meta description follows the content by default, so it changed too.
    expect(items[0]?.summary).toBe('Changed Content, Meta description');
    // Counts and bookkeeping are not part of a post's history.
    expect(items[0]?.content).not.toHaveProperty('wordCount');

    const restored = await api(stack, 'POST', '/blogs/admin/restore', {
      token: writer,
      query,
      body: { revision: 1, version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({ status: 'published', version: 3 });
    const live = await html(`/blogs/${slug}`);
    expect(live).toContain('eight weeks');
    expect(live).not.toContain('twelve weeks');

    expect((await api(stack, 'DELETE', '/blogs/delete', { token: writer, query })).status).toBe(200);
    expect(await revisions.listRevisions('blog', id)).toEqual([]);
  });

  it('a case study stored before history keeps its original text on the first save; restore keeps it a draft', async () => {
    const slug = `history-case-${suffix()}`;
    const body = {
      title: 'History case',
      slug,
      client: 'Harbor Mutual',
      industry: 'Finance',
      category: 'Cloud Engineering',
      summary: 'Claims moved to events.',
      results: ['Paid in 2 days'],
      content: '<p>Paper forms everywhere.</p>',
      heroImage: await uploadedImage(stack, writer, {
        presignPath: '/admin/case-studies/upload-image',
        confirmPath: '/admin/case-studies/confirm-image',
      }),
      heroImageAlt: 'A dashboard',
      status: 'draft',
    };
    const created = await api(stack, 'POST', '/admin/case-studies', { token: writer, body });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const query = { id };
    // As if stored before issue 31 (seeded): no revision of its text yet.
    await revisions.deleteRevisions('case_study', id);
    const edited = await api(stack, 'PUT', '/admin/case-studies', {
      token: writer,
      query,
      body: { ...body, summary: 'Claims moved to an event platform.', version: 1 },
    });
    expect(edited.status).toBe(200);
    const listed = (await api(stack, 'GET', '/admin/case-studies/revisions', { token: writer, query })).json
      .data.items as Json[];
    expect(listed.map((r) => [r.version, r.summary])).toEqual([
      [2, 'Changed Summary'],
      [1, 'Original text'],
    ]);
    expect((await api(stack, 'GET', '/admin/case-studies/revisions', { token: hr, query })).status).toBe(403);

    const restored = await api(stack, 'POST', '/admin/case-studies/restore', {
      token: writer,
      query,
      body: { revision: 1, version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({
      summary: 'Claims moved to events.',
      status: 'draft',
      version: 3,
    });
    expect((await api(stack, 'DELETE', '/admin/case-studies', { token: writer, query })).status).toBe(200);
    expect(await revisions.listRevisions('case_study', id)).toEqual([]);
  });

  it('a project: history, restore keeps it hidden, delete clears', async () => {
    const body = {
      name: `History ${letters()}`,
      industry: 'Transportation',
      summary: 'Live fleet tracking.',
      outcome: '12% less fuel.',
      position: 900,
      published: false,
    };
    const created = await api(stack, 'POST', '/admin/our-work/projects', { token: writer, body });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const query = { id };
    const edited = await api(stack, 'PUT', '/admin/our-work/projects', {
      token: writer,
      query,
      body: { ...body, outcome: '15% less fuel.', version: 1 },
    });
    expect(edited.status).toBe(200);
    const items = await checkHistory({
      token: writer,
      outsider: hr,
      revisionsPath: '/admin/our-work/projects/revisions',
      restorePath: '/admin/our-work/projects/restore',
      query,
      currentVersion: 2,
    });
    expect(items[0]?.summary).toBe('Changed Outcome');
    const restored = await api(stack, 'POST', '/admin/our-work/projects/restore', {
      token: writer,
      query,
      body: { revision: 1, version: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({ outcome: '12% less fuel.', published: false, version: 3 });
    expect((await api(stack, 'DELETE', '/admin/our-work/projects', { token: writer, query })).status).toBe(
      200,
    );
    expect(await revisions.listRevisions('work', id)).toEqual([]);
  });
});
