import { RECORD_VERSION_MESSAGES } from '@app/shared/schemas/record-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepSections } from '../support/content';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

/**
 * The record-version convention (docs/architecture.md, "Editing a record:
 * versions") on every record staff edit: two tabs open the same record, the
 * first save wins, the second gets 409 and overwrites nothing.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let restoreSections: (() => Promise<void>) | undefined;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  // Sections go back to the seed's text for the next file on the shared stack.
  restoreSections = await keepSections(stack);
  token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await restoreSections?.();
  await stack?.dispose();
});

// biome-ignore lint/suspicious/noExplicitAny: records as the API returns them, asserted field by field
type Row = Record<string, any>;

interface Editable {
  name: string;
  /** Opens the record as an editor does: its fields and version. */
  open(): Promise<Row>;
  /** Saves `record` with `text` in one of its fields, claiming `version`. */
  save(record: Row, text: string, version?: number): ReturnType<typeof api>;
  /** The text field of an opened record. */
  text(record: Row): string;
}

const get = async (path: string) => {
  const res = await api(stack, 'GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json.data;
};
const put = (path: string, body: Row) => api(stack, 'PUT', path, { token, body });
const withVersion = (body: Row, version?: number) => {
  const { version: _v, ...rest } = body;
  return version === undefined ? rest : { ...rest, version };
};

let blogSlug = '';
let jobId = '';

const EDITABLES: Editable[] = [
  {
    name: 'blog',
    open: async () => {
      blogSlug ||= (await get('/blogs/get-all-blogs?limit=1')).items[0].slug;
      return get(`/blogs/admin/get-blog?slug=${blogSlug}`);
    },
    save: (b, text, version) =>
      put(`/blogs/update-blog?id=${b.id}`, withVersion({ ...b, title: text }, version)),
    text: (b) => b.title,
  },
  {
    name: 'job',
    open: async () => {
      jobId ||= (await get('/admin/jobs?limit=1')).items[0]._id;
      return get(`/admin/jobs/${jobId}`);
    },
    save: (j, text, version) => put(`/admin/jobs/${j._id}`, withVersion({ ...j, jobTitle: text }, version)),
    text: (j) => j.jobTitle,
  },
  {
    name: 'case study',
    open: async () => (await get('/admin/case-studies?limit=1')).items[0],
    save: (c, text, version) =>
      put(`/admin/case-studies?id=${c.id}`, withVersion({ ...c, summary: text }, version)),
    text: (c) => c.summary,
  },
  {
    name: 'testimonial',
    open: async () => (await get('/testimonials?limit=1')).items[0],
    save: (t, text, version) =>
      put(`/admin/testimonial?id=${t.id}`, withVersion({ ...t, testimonial: text }, version)),
    text: (t) => t.testimonial,
  },
  {
    name: 'our work project',
    open: async () => (await get('/admin/our-work/projects')).items[0],
    save: (p, text, version) =>
      put(`/admin/our-work/projects?id=${p.id}`, withVersion({ ...p, summary: text }, version)),
    text: (p) => p.summary,
  },
  {
    name: 'site section',
    open: async () => ({ key: 'home.hero', ...(await get('/admin/edit-section'))['home.hero'] }),
    save: (s, text, version) =>
      put(
        '/admin/edit-section',
        withVersion({ key: s.key, values: { ...s.values, heading: text } }, version),
      ),
    text: (s) => s.values.heading,
  },
];

const versionOf = (res: Awaited<ReturnType<typeof api>>): number =>
  res.json.data.job?.version ?? res.json.data.version;

describe.each(EDITABLES)('$name', (e) => {
  it('two tabs: the first save wins, the stale one gets 409 and overwrites nothing', async () => {
    const [tabA, tabB] = [await e.open(), await e.open()];
    const start = tabA.version as number;
    expect(Number.isInteger(start)).toBe(true);
    expect(tabB.version).toBe(start);

    const saved = await e.save(tabA, `Tab A ${e.name}`, start);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(versionOf(saved)).toBe(start + 1);

    const stale = await e.save(tabB, `Tab B ${e.name}`, start);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(RECORD_VERSION_MESSAGES.stale);
    expect(stale.json.errors.version).toBe(RECORD_VERSION_MESSAGES.stale);

    const now = await e.open();
    expect(e.text(now)).toBe(`Tab A ${e.name}`);
    expect(now.version).toBe(start + 1);

    // After reloading, tab B's save goes through.
    const retried = await e.save(now, `Tab B ${e.name}`, now.version);
    expect(retried.status).toBe(200);
    expect(versionOf(retried)).toBe(start + 2);
  });

  it('refuses an update without a version (400), and exactly one of two racing saves wins', async () => {
    const record = await e.open();
    const missing = await e.save(record, 'No version');
    expect(missing.status).toBe(400);
    expect(missing.json.errors.version).toBe(RECORD_VERSION_MESSAGES.required);

    const texts = [`Racer 1 ${e.name}`, `Racer 2 ${e.name}`];
    const race = await Promise.all(texts.map((text) => e.save(record, text, record.version)));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = await e.open();
    expect(now.version).toBe(record.version + 1);
    expect(e.text(now)).toBe(texts[race.findIndex((r) => r.status === 200)]);
  });
});

describe('actions that change a record raise its version', () => {
  it('closing a job makes an editor holding the old version reload', async () => {
    const job = await get(`/admin/jobs/${jobId}`);
    const closed = await api(stack, 'POST', `/admin/jobs/${jobId}/close`, { token });
    expect(closed.json.data.job.version).toBe(job.version + 1);
    const stale = await put(`/admin/jobs/${jobId}`, { ...job, jobTitle: 'Edited while closed' });
    expect(stale.status).toBe(409);
    expect((await get(`/admin/jobs/${jobId}`)).status).toBe('closed');
  });

  it('resetting a section needs the current version; a stale reset changes nothing', async () => {
    const section = (await get('/admin/edit-section'))['home.hero'];
    const stale = await api(
      stack,
      'DELETE',
      `/admin/edit-section?key=home.hero&version=${section.version - 1}`,
      {
        token,
      },
    );
    expect(stale.status).toBe(409);
    expect((await get('/content/sections'))['home.hero']).toEqual(section.values);
    const reset = await api(stack, 'DELETE', `/admin/edit-section?key=home.hero&version=${section.version}`, {
      token,
    });
    expect(reset.status).toBe(200);
    expect((await get('/content/sections'))['home.hero']).toBeUndefined();
    // The tab that still shows the old text cannot bring it back unknowingly.
    const late = await put('/admin/edit-section', {
      key: 'home.hero',
      values: section.values,
      version: section.version,
    });
    expect(late.status).toBe(409);
  });
});
