import { randomUUID } from 'node:crypto';
import { MARKETING_CLAIMS } from '@app/shared/constants';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31: the home page is a page document, and the site sections home.hero
 * and home.about are folded into it (shared/src/pages/section-fold.ts): SPEC
 * §7's edit-section call reads and writes the page (its version, its
 * revisions); the backfill moves values stored as sections into the page.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let hr: string;
let seed: { about: { heading: string } } | undefined;
const ID = 'home';

beforeAll(async () => {
  stack = await startTestStack();
  const tag = randomUUID().slice(0, 8);
  [writer, hr] = await Promise.all([
    createMember(stack, `home-page.${tag}@example.com`, ['ContentWriter']),
    createMember(stack, `hr.home-page.${tag}@example.com`, ['HR']),
  ]);
  seed = (await getDoc()).content;
});
afterAll(async () => {
  // The page goes back to what it showed for the next file on the shared stack.
  if (seed) await save(seed, (await getDoc()).version);
  await stack?.dispose();
});

const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const getDoc = async () => (await api(stack, 'GET', `/admin/pages/${ID}`, { token: writer })).json.data;
const save = (content: object, version: number) =>
  api(stack, 'PUT', `/admin/pages/${ID}`, { token: writer, body: { version, content } });
const sectionRecords = async () =>
  (await api(stack, 'GET', '/admin/edit-section', { token: writer })).json.data;
const editSection = (key: string, values: object, version: number, token = writer) =>
  api(stack, 'PUT', '/admin/edit-section', { token, body: { key, values, version } });
const unique = (text: string) => `${text} ${randomUUID().slice(0, 6)}`;

describe('sections folded into the home page document', () => {
  it('a section save is a save of the page: its version, its revision, its raw HTML', async () => {
    const before = await getDoc();
    const records = await sectionRecords();
    // Both folded sections carry the page's version (one source of truth).
    expect(records['home.hero'].version).toBe(before.version);
    expect(records['home.about'].version).toBe(before.version);

    const heading = unique('Software with <care> & "craft"').replace(/[<>]/g, '');
    const res = await editSection('home.hero', { heading, lead: '' }, before.version);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ key: 'home.hero', values: { heading }, version: before.version + 1 });

    const doc = await getDoc();
    expect(doc.version).toBe(before.version + 1);
    expect(doc.content.hero.heading).toBe(heading);
    // An emptied field is the built-in text; the slides beside it are untouched.
    expect(doc.content.hero.lead).toBe(before.content.hero.lead);
    expect(doc.content.hero.slides).toEqual(before.content.hero.slides);
    expect((await api(stack, 'GET', '/content/sections')).json.data['home.hero']).toEqual({ heading });
    expect(await html('/')).toContain(
      `data-section-field="home.hero.heading">${heading.replace(/&/g, '&amp;')}</h1>`,
    );

    const pageHistory = await api(stack, 'GET', `/admin/pages/${ID}/revisions`, { token: writer });
    expect(pageHistory.json.data.items[0]).toMatchObject({
      version: doc.version,
      summary: 'Home: hero: Changed Heading',
    });
    expect(pageHistory.json.data.items[0].content.hero.heading).toBe(heading);

    // The section's old version is stale for the page and the page's for the section.
    expect((await editSection('home.about', { heading: 'Late' }, before.version)).status).toBe(409);
    expect((await save(doc.content, before.version)).status).toBe(409);
    expect((await editSection('home.hero', {}, doc.version, hr)).status).toBe(403);
  });

  it('a Pages save shows in the section, and the section History restores into the page', async () => {
    const doc = await getDoc();
    const heading = unique('About, edited on the Pages screen');
    const saved = await save({ ...doc.content, about: { ...doc.content.about, heading } }, doc.version);
    expect(saved.status).toBe(200);
    expect((await sectionRecords())['home.about']).toEqual({ values: { heading }, version: doc.version + 1 });

    const history = await api(stack, 'GET', '/admin/edit-section/revisions?key=home.about', {
      token: writer,
    });
    const [latest, previous] = history.json.data.items;
    expect(latest).toMatchObject({ version: doc.version + 1, content: { heading } });
    expect(previous.content.heading).not.toBe(heading);

    const restored = await api(stack, 'POST', '/admin/edit-section/restore', {
      token: writer,
      body: { key: 'home.about', revision: previous.version, version: doc.version + 1 },
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({ version: doc.version + 2, values: previous.content });
    const after = await getDoc();
    expect(after.content.about.heading).toBe(previous.content.heading ?? seed?.about?.heading);
    expect(after.content.hero).toEqual(saved.json.data.content.hero);
    expect(await html('/')).not.toContain(heading);
  });

  it('refuses a section save that drops a SPEC §1 claim from the page, in the section form’s field', async () => {
    const { version } = await getDoc();
    const body = `We plan.\nAn MVP costs ${MARKETING_CLAIMS.mvpCostText}.`;
    const res = await editSection('home.about', { body }, version);
    expect(res.status).toBe(400);
    expect(res.json.errors['values.body']).toBe(PAGE_MESSAGES.claim(MARKETING_CLAIMS.projectsText));
    expect((await getDoc()).version).toBe(version);
  });
});

describe('the section fold backfill', () => {
  it('moves a section stored before the fold into the page once, even when two runs overlap', async () => {
    const { backfillSectionFolds } = await import('@app/services/data/section-fold-backfill');
    const { putLegacySection: putSection, legacySections: stored } = await import(
      '@app/services/local/legacy-section'
    );
    // A value stored as the section's own item (as before the fold), unknown to the page.
    const heading = unique('Stored before the fold');
    const itemVersion = (await stored())['home.about']?.version ?? 0;
    await putSection('home.about', { heading }, 'legacy@example.com', itemVersion);
    const before = await getDoc();
    expect(before.content.about.heading).not.toBe(heading);

    const runs = await Promise.all([backfillSectionFolds(), backfillSectionFolds()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const doc = await getDoc();
    expect(doc.version).toBe(before.version + 1);
    expect(doc.content.about).toEqual({ ...before.content.about, heading });
    const [latest] = (await api(stack, 'GET', `/admin/pages/${ID}/revisions`, { token: writer })).json.data
      .items;
    expect(latest).toMatchObject({
      version: doc.version,
      by: 'legacy@example.com',
      summary: 'Moved from the site section “Home: about block”',
    });
    // The sweep (its backfill step finds nothing left) renders the page the backfill bumped.
    const { runSiteMaintenance } = await import('@app/services/tasks/site-maintenance');
    const report = await runSiteMaintenance('sweep', undefined, { scope: { ids: [] } });
    expect(report.steps).toContainEqual({ step: 'section folds', ok: true, detail: 0 });
    expect(await html('/')).toContain(`data-section-field="home.about.heading">${heading}</`);

    // Again: nothing left to move, nothing written; the stored item keeps its value.
    expect(await backfillSectionFolds()).toBe(0);
    expect((await getDoc()).version).toBe(doc.version);
    expect((await stored())['home.about']?.values).toEqual({ heading });
  });
});

describe('the home page as a document', () => {
  it('puts edited slides, stats and industries into the raw HTML of /; SPEC §1 claims stay fixed', async () => {
    const doc = await getDoc();
    expect(doc.content.stats.slice(0, 2)).toEqual([
      { value: '50+', label: 'projects delivered' },
      { value: '$15K to $30K', label: 'typical MVP budget' },
    ]);
    const slideHeading = unique('Ship & learn');
    const image = await uploadedImage(stack, writer, {
      presignPath: '/admin/edit-section/upload-image',
      confirmPath: '/admin/edit-section/confirm-image',
    });
    const slides = [
      ...doc.content.hero.slides.slice(0, 2),
      { eyebrow: 'Design', heading: slideHeading, text: 'Research first.', image, alt: 'A sketch' },
    ];
    const stats = [...doc.content.stats.slice(0, 2), { value: '9', label: unique('years shipping') }];
    const content = { ...doc.content, hero: { ...doc.content.hero, slides }, stats };
    const saved = await save(
      { ...content, industries: ['Finance', 'Healthcare', 'Energy', 'Technology'] },
      doc.version,
    );
    expect(saved.status).toBe(200);

    const home = await html('/');
    expect(home).toContain(`${slideHeading.replace('&', '&amp;')}</h2>`);
    expect(home).toContain('aria-label="3 of 3: Design"');
    expect(home).toContain('aria-label="Show slide 3: Design" aria-controls="hero-slide-2"');
    expect(home).toMatch(new RegExp(`<img src="${image}"[^>]*alt="A sketch" width="560" height="420"`));
    expect(home).toContain(`</span>${stats[2]?.label}</li>`);
    const chips = home.slice(home.indexOf('data-slot="home.industries"'));
    expect(chips.slice(0, chips.indexOf('</ul>')).match(/>([^<]+)<\/li>/g)).toEqual([
      '>Finance</li>',
      '>Healthcare</li>',
      '>Energy</li>',
      '>Technology</li>',
    ]);

    const version = saved.json.data.version;
    const claimStat = [{ value: '60+', label: 'projects delivered' }, ...stats.slice(1)];
    const changedStat = await save({ ...content, stats: claimStat }, version);
    expect(changedStat.status).toBe(400);
    expect(changedStat.json.errors['content.stats.0.value']).toBe(PAGE_MESSAGES.fixed);
    const noClaim = slides.map((s, i) => (i === 0 ? { ...s, text: 'An MVP, cheaply.' } : s));
    const dropped = await save({ ...content, hero: { ...content.hero, slides: noClaim } }, version);
    expect(dropped.status).toBe(400);
    expect(dropped.json.errors['content.hero.slides.0.text']).toBe(
      PAGE_MESSAGES.claim(MARKETING_CLAIMS.mvpCostText),
    );
    expect((await getDoc()).version).toBe(version);
  });

  it.each([
    ['HTML', { heading: '<img src=x onerror=alert(1)>' }, 'content.hero.slides.0.heading'],
    [
      'a huge text',
      { text: `${MARKETING_CLAIMS.mvpCostText} ${'x'.repeat(5000)}` },
      'content.hero.slides.0.text',
    ],
    ['an outside image', { image: 'https://evil.example.com/x.png' }, 'content.hero.slides.0.image'],
  ])('refuses %s in a slide with a field error', async (_name, change, field) => {
    const doc = await getDoc();
    const slides = doc.content.hero.slides.map((s: object, i: number) => (i === 0 ? { ...s, ...change } : s));
    const res = await save({ ...doc.content, hero: { ...doc.content.hero, slides } }, doc.version);
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBeTruthy();
  });

  it('stores a slide text without its control and bidi characters', async () => {
    const doc = await getDoc();
    const slides = doc.content.hero.slides.map((s: object, i: number) =>
      i === 1 ? { ...s, eyebrow: 'Web\u0007 and \u202emobile' } : s,
    );
    const res = await save({ ...doc.content, hero: { ...doc.content.hero, slides } }, doc.version);
    expect(res.status).toBe(200);
    expect(res.json.data.content.hero.slides[1].eyebrow).toBe('Web and mobile');
  });

  it('shares a draft of home (noindex) while / stays live until Publish', async () => {
    const doc = await getDoc();
    const heading = unique('Draft hero heading');
    const draft = await api(stack, 'PUT', `/admin/pages/${ID}/draft`, {
      token: writer,
      body: { version: doc.version, content: { ...doc.content, hero: { ...doc.content.hero, heading } } },
    });
    expect(draft.status).toBe(200);
    const made = await api(stack, 'POST', `/admin/pages/${ID}/previews`, { token: writer });
    expect(made.status).toBe(201);
    const token = made.json.data.url.slice(made.json.data.url.indexOf('#t=') + 3);
    const shown = await api(stack, 'POST', '/content/preview', { body: { token } });
    expect(shown.json.data.html).toContain(`data-section-field="home.hero.heading">${heading}</h1>`);
    expect(shown.json.data.html).toContain('<meta name="robots" content="noindex"');
    expect(await html('/')).not.toContain(heading);
    const published = await api(stack, 'POST', `/admin/pages/${ID}/publish`, {
      token: writer,
      body: { version: draft.json.data.version },
    });
    expect(published.status).toBe(200);
    expect(await html('/')).toContain(`data-section-field="home.hero.heading">${heading}</h1>`);
    expect((await sectionRecords())['home.hero'].values.heading).toBe(heading);
  });
});
