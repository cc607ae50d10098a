import { randomUUID } from 'node:crypto';
import { DRAFT_REVISION_TEXTS, PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { RECORD_VERSION_MESSAGES } from '@app/shared/schemas/record-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31 item 3: drafts beside the live page, Publish, scheduled publish
 * by the sweep (once, even from two sweeps at once) and share-preview links.
 * One service page no other file edits; its seed is put back after.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let writerEmail: string;
let hr: string;
const PAGE = 'service-cloud-engineering';
const PATH = '/service/cloud-engineering';
let seed: Record<string, unknown>;

const getDoc = async () => (await api(stack, 'GET', `/admin/pages/${PAGE}`, { token: writer })).json.data;
const html = async () => (await fetch(`${stack.url}${PATH}`)).text();
const saveDraft = (body: object) => api(stack, 'PUT', `/admin/pages/${PAGE}/draft`, { token: writer, body });
const publish = (version: number) =>
  api(stack, 'POST', `/admin/pages/${PAGE}/publish`, { token: writer, body: { version } });
const preview = (token: string) => api(stack, 'POST', '/content/preview', { body: { token } });
const tokenOf = (url: string) => url.slice(url.indexOf('#t=') + 3);

async function draftWith(headline: string, extra: object = {}) {
  const doc = await getDoc();
  const res = await saveDraft({ version: doc.version, content: { ...doc.content, headline }, ...extra });
  expect(res.status).toBe(200);
  return res.json.data;
}

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  const tag = randomUUID().slice(0, 8);
  writerEmail = `drafts.${tag}@example.com`;
  [writer, hr] = await Promise.all([
    createMember(stack, writerEmail, ['ContentWriter']),
    createMember(stack, `hr.drafts.${tag}@example.com`, ['HR']),
  ]);
  seed = (await getDoc()).content;
});
afterAll(async () => {
  stack.setNow(null);
  // Back to the seed, live, with no draft, for the files after this one on the shared stack.
  const doc = await getDoc();
  if (doc.draft)
    await api(stack, 'POST', `/admin/pages/${PAGE}/discard`, {
      token: writer,
      body: { version: doc.version },
    });
  const now = await getDoc();
  await api(stack, 'PUT', `/admin/pages/${PAGE}`, {
    token: writer,
    body: { version: now.version, content: seed },
  });
  await stack?.dispose();
});

describe('page drafts', () => {
  it('keeps the live page untouched until Publish, with versions, 409 and History', async () => {
    const before = await getDoc();
    const live = await html();
    const headline = `Draft headline ${randomUUID()}`;
    const hostile = `${headline}\u202e\u0007`;
    const res = await saveDraft({
      version: before.version,
      content: { ...before.content, headline: hostile },
    });
    expect(res.status).toBe(200);
    const doc = res.json.data;
    expect(doc).toMatchObject({ status: 'draft', version: before.version + 1 });
    expect(doc.draft.content.headline).toBe(headline); // control and bidi characters cleaned
    expect(doc.content.headline).toBe(before.content.headline);
    expect(await html()).toBe(live);
    const list = (await api(stack, 'GET', '/admin/pages', { token: writer })).json.data;
    expect(list.find((p: { id: string }) => p.id === PAGE).status).toBe('draft');

    const stale = await saveDraft({ version: before.version, content: doc.draft.content });
    expect(stale.status).toBe(409);
    expect(stale.json.errors.version).toBe(RECORD_VERSION_MESSAGES.stale);
    expect(
      (await saveDraft({ version: doc.version, content: { ...doc.content, title: 'Renamed' } })).status,
    ).toBe(400);
    expect((await saveDraft({ version: doc.version, content: doc.content, publishAt: 'soon' })).status).toBe(
      400,
    );
    const hrSave = await api(stack, 'PUT', `/admin/pages/${PAGE}/draft`, {
      token: hr,
      body: { version: doc.version, content: doc.content },
    });
    expect(hrSave.status).toBe(403);

    expect((await publish(before.version)).status).toBe(409);
    expect(await html()).toBe(live);
    const published = await publish(doc.version);
    expect(published.status).toBe(200);
    expect(published.json.data).toMatchObject({ status: 'published', draft: null, updatedBy: writerEmail });
    expect(published.json.data.content.headline).toBe(headline);
    expect(await html()).toContain(headline);
    const again = await publish(published.json.data.version);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(PAGE_DRAFT_MESSAGES.noDraft);

    const history = (await api(stack, 'GET', `/admin/pages/${PAGE}/revisions`, { token: writer })).json.data
      .items;
    expect(history[0]).toMatchObject({ version: doc.version + 1, summary: DRAFT_REVISION_TEXTS.published });
    expect(history[1].summary).toMatch(/^Draft: /);
  });

  it('publishes a scheduled draft once, when two sweeps run at its time', async () => {
    const headline = `Scheduled headline ${randomUUID()}`;
    const past = new Date(Date.now() - 60_000).toISOString();
    const doc = await getDoc();
    const refused = await saveDraft({
      version: doc.version,
      content: { ...doc.content, headline },
      publishAt: past,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.publishAt).toBe(PAGE_DRAFT_MESSAGES.publishAtPast);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await draftWith(headline, { publishAt: at.toISOString() });
    expect(scheduled).toMatchObject({ status: 'scheduled', draft: { publishAt: at.toISOString() } });

    const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
    const scope = { scope: { ids: [PAGE] } };
    const early = await runSiteMaintenance('sweep', new Date(at.getTime() - 60_000), scope);
    expect(early.steps.find((s) => s.step === 'scheduled page drafts')?.detail).toBe(0);
    expect(await html()).not.toContain(headline);

    const later = new Date(at.getTime() + 60_000);
    const reports = await Promise.all([
      runSiteMaintenance('sweep', later, scope),
      runSiteMaintenance('sweep', later, scope),
    ]);
    const done = reports.map((r) => r.steps.find((s) => s.step === 'scheduled page drafts')?.detail);
    expect(done.sort()).toEqual([0, 1]);
    expect(await html()).toContain(headline);
    const after = await getDoc();
    expect(after).toMatchObject({
      status: 'published',
      draft: null,
      updatedBy: DRAFT_REVISION_TEXTS.scheduleBy,
    });
    const history = (await api(stack, 'GET', `/admin/pages/${PAGE}/revisions`, { token: writer })).json.data
      .items;
    expect(
      history.filter((r: { summary: string }) => r.summary === DRAFT_REVISION_TEXTS.scheduled),
    ).toHaveLength(1);
  });
});

describe('a footer draft with a new partner logo', () => {
  it('checks the logo, keeps it while the draft shows it, deletes it with the discarded draft', async () => {
    const before = (await api(stack, 'GET', '/admin/pages/footer', { token: writer })).json.data;
    const draft = (logo: string) =>
      api(stack, 'PUT', '/admin/pages/footer/draft', {
        token: writer,
        body: {
          version: before.version,
          content: { ...before.content, partners: [...before.content.partners, { name: 'Draft Co', logo }] },
        },
      });
    const stranger = await draft(`/media/section/${randomUUID()}.png`);
    expect([stranger.status, Object.keys(stranger.json.errors ?? {})]).toEqual([
      400,
      [`content.partners.${before.content.partners.length}.logo`],
    ]);
    const logo = await uploadedImage(stack, writer, {
      presignPath: '/admin/edit-section/upload-image',
      confirmPath: '/admin/edit-section/confirm-image',
    });
    const saved = await draft(logo);
    expect(saved.status).toBe(200);
    expect(await (await fetch(`${stack.url}/`)).text()).not.toContain(logo);
    const remove = () =>
      api(stack, 'POST', '/admin/edit-section/remove-image', { token: writer, body: { url: logo } });
    // The draft shows it: "remove image" in another editor does not delete it.
    expect((await remove()).json.data).toEqual({ deleted: false });
    const discarded = await api(stack, 'POST', '/admin/pages/footer/discard', {
      token: writer,
      body: { version: saved.json.data.version },
    });
    expect(discarded.status).toBe(200);
    expect((await fetch(`${stack.url}${logo}`)).status).toBe(404);
  });
});

describe('share previews', () => {
  it('shows the draft without sign-in, noindex, until revoked, expired or published', async () => {
    const headline = `Preview headline ${randomUUID()}`;
    const live = await html();
    const noDraft = await api(stack, 'POST', `/admin/pages/${PAGE}/previews`, { token: writer });
    expect(noDraft.status).toBe(400);
    await draftWith(headline);
    const made = await api(stack, 'POST', `/admin/pages/${PAGE}/previews`, { token: writer });
    expect(made.status).toBe(201);
    expect(made.json.data.url).toMatch(new RegExp(`^${stack.url}/preview#t=`));
    expect((await api(stack, 'POST', `/admin/pages/${PAGE}/previews`, { token: hr })).status).toBe(403);
    const token = tokenOf(made.json.data.url);

    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('x-robots-tag')).toBe('noindex');
    expect(shown.json.data.html).toContain(headline);
    expect(shown.json.data.html).toContain('<meta name="robots" content="noindex"');
    expect(shown.json.data.html).toContain('<footer');
    expect(await html()).toBe(live);

    const listed = (await api(stack, 'GET', `/admin/pages/${PAGE}/previews`, { token: writer })).json.data
      .items;
    expect(listed).toEqual([
      {
        id: made.json.data.id,
        createdBy: writerEmail,
        createdAt: expect.any(String),
        expiresAt: made.json.data.expiresAt,
      },
    ]);
    expect(Date.parse(made.json.data.expiresAt) - Date.parse(listed[0].createdAt)).toBe(7 * 86_400_000);

    // A later draft save shows in the open link.
    const newer = `${headline} v2`;
    await draftWith(newer);
    expect((await preview(token)).json.data.html).toContain(newer);

    for (const bad of [`${token.slice(0, -2)}xx`, 'a.b', `${token}\u202e`, 'x'.repeat(400)]) {
      const res = await preview(bad);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(PAGE_DRAFT_MESSAGES.previewInvalid);
    }
    stack.setNow(new Date(Date.now() + 8 * 86_400_000));
    expect((await preview(token)).status).toBe(404);
    stack.setNow(null);

    const revoked = await api(stack, 'DELETE', `/admin/pages/${PAGE}/previews/${made.json.data.id}`, {
      token: writer,
    });
    expect(revoked.status).toBe(200);
    const gone = await preview(token);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(PAGE_DRAFT_MESSAGES.previewGone);
    expect(
      (await api(stack, 'DELETE', `/admin/pages/${PAGE}/previews/${made.json.data.id}`, { token: writer }))
        .status,
    ).toBe(404);

    // Publishing ends the links that showed the draft.
    const second = (await api(stack, 'POST', `/admin/pages/${PAGE}/previews`, { token: writer })).json.data;
    expect((await preview(tokenOf(second.url))).status).toBe(200);
    expect((await publish((await getDoc()).version)).status).toBe(200);
    expect((await preview(tokenOf(second.url))).status).toBe(404);
    expect(
      (await api(stack, 'GET', `/admin/pages/${PAGE}/previews`, { token: writer })).json.data.items,
    ).toEqual([]);
  });
});

/** Each kind's edited text (its path in the content) and the live page that shows it. */
const KINDS: { id: string; path: string; field: (string | number)[]; everyPage?: true }[] = [
  { id: 'about-us', path: '/about-us', field: ['steps', 0, 'description'] },
  { id: 'industries', path: '/industries', field: ['industries', 0, 'description'] },
  { id: 'life-at-moondive', path: '/life-at-moondive', field: ['highlights', 0, 'description'] },
  { id: 'careers', path: '/careers', field: ['values', 0, 'description'] },
  // Site-wide documents preview on the page that shows them: home, or /contact-us for an office card.
  { id: 'tech-stack', path: '/', field: ['Backend', 0, 'name'] },
  // The footer and the office cards are on every page: published, the service page shows them too.
  { id: 'footer', path: '/', field: ['tagline'], everyPage: true },
  { id: 'office-noida', path: '/contact-us', field: ['street'], everyPage: true },
];

/** A copy of `content` with the text at `field` set to `value`. */
function withText(content: object, field: (string | number)[], value: string): object {
  const copy = structuredClone(content) as Record<string | number, unknown>;
  let at = copy;
  for (const key of field.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[field.at(-1) as string | number] = value;
  return copy;
}

describe('share previews of every page kind', () => {
  it('shows each draft in its page with nav, footer and noindex; the live page changes only on Publish', async () => {
    for (const { id, path, field, everyPage } of KINDS) {
      const get = async () => (await api(stack, 'GET', `/admin/pages/${id}`, { token: writer })).json.data;
      const page = async () => (await fetch(`${stack.url}${path}`)).text();
      const before = await get();
      const live = await page();
      const mark = `Draft${randomUUID().slice(0, 8)}`;
      const content = withText(before.content, field, mark);
      const saved = await api(stack, 'PUT', `/admin/pages/${id}/draft`, {
        token: writer,
        body: { version: before.version, content },
      });
      expect([id, saved.status]).toEqual([id, 200]);
      try {
        expect(await page()).toBe(live);
        const made = await api(stack, 'POST', `/admin/pages/${id}/previews`, { token: writer });
        expect([id, made.status]).toEqual([id, 201]);
        const shown = (await preview(tokenOf(made.json.data.url))).json.data.html as string;
        expect(shown).toContain(mark);
        expect(live).not.toContain(mark);
        expect(shown).toContain('<meta name="robots" content="noindex"');
        expect(live).not.toContain('content="noindex"');
        expect(shown).toMatch(/<nav[\s>]/);
        expect(shown).toContain('<footer');
        const published = await api(stack, 'POST', `/admin/pages/${id}/publish`, {
          token: writer,
          body: { version: saved.json.data.version },
        });
        expect([id, published.status]).toEqual([id, 200]);
        expect(await page()).toContain(mark);
        if (everyPage) expect(await html()).toContain(mark);
      } finally {
        const now = await get();
        if (now.draft)
          await api(stack, 'POST', `/admin/pages/${id}/discard`, {
            token: writer,
            body: { version: now.version },
          });
        const last = await get();
        await api(stack, 'PUT', `/admin/pages/${id}`, {
          token: writer,
          body: { version: last.version, content: before.content },
        });
      }
    }
  });
});
