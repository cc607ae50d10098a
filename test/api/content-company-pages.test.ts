import { randomUUID } from 'node:crypto';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31: About Us and Industries are page documents. Staff edit the
 * intro, the delivery steps' and cards' descriptions, the cards' images, the
 * client projects' texts and the industries' descriptions; SPEC's step and
 * card headings, the projects' names and the 18 industries' names stay fixed.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let hr: string;
const seeds: Record<string, Record<string, unknown>> = {};
const ABOUT = 'about-us';
const INDUSTRIES = 'industries';

beforeAll(async () => {
  stack = await startTestStack();
  const tag = randomUUID().slice(0, 8);
  [writer, hr] = await Promise.all([
    createMember(stack, `company-pages.${tag}@example.com`, ['ContentWriter']),
    createMember(stack, `hr.company-pages.${tag}@example.com`, ['HR']),
  ]);
});
afterAll(async () => {
  for (const [id, content] of Object.entries(seeds)) {
    const { version } = await getDoc(id);
    await api(stack, 'PUT', `/admin/pages/${id}`, { token: writer, body: { version, content } });
  }
  await stack?.dispose();
});

const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const getDoc = async (id: string) =>
  (await api(stack, 'GET', `/admin/pages/${id}`, { token: writer })).json.data;
const save = (id: string, content: object, version: number) =>
  api(stack, 'PUT', `/admin/pages/${id}`, { token: writer, body: { version, content } });
type Item = Record<string, string>;
const withItem = (list: Item[], index: number, patch: Item) =>
  list.map((item, i) => (i === index ? { ...item, ...patch } : item));

describe('the About Us page as a page document', () => {
  it('refuses SPEC-fixed and unsafe text, and puts the edits into the raw HTML of /about-us with History', async () => {
    expect((await api(stack, 'PUT', `/admin/pages/${ABOUT}`, { token: hr, body: {} })).status).toBe(403);
    const doc = await getDoc(ABOUT);
    seeds[ABOUT] ??= doc.content;
    const c = doc.content;
    expect(c.steps.map((s: Item) => s.heading)).toEqual([
      'Understand Needs',
      'Planning',
      'Design Build & Test',
      'Launch & Support',
    ]);
    expect(c.cards.map((s: Item) => s.heading)).toEqual(['Vision', 'Mission', 'Goals']);

    const refusals: [object, string][] = [
      [{ steps: withItem(c.steps, 2, { heading: 'Build' }) }, 'content.steps.2.heading'],
      [{ cards: withItem(c.cards, 1, { heading: 'Purpose' }) }, 'content.cards.1.heading'],
      [{ projects: withItem(c.projects, 0, { name: 'CareLink' }) }, 'content.projects.0.name'],
    ];
    for (const [patch, field] of refusals) {
      const res = await save(ABOUT, { ...c, ...patch }, doc.version);
      expect(res.status).toBe(400);
      expect(res.json.errors[field]).toBe(PAGE_MESSAGES.fixed);
    }
    const bad = [
      { steps: c.steps.slice(0, 3) },
      { intro: { ...c.intro, lead: '<script>alert(1)</script>' } },
      { intro: { ...c.intro, heading: 'x'.repeat(5_000) } },
      { cards: withItem(c.cards, 0, { image: 'https://evil.example.com/x.svg' }) },
      { projects: withItem(c.projects, 1, { industry: 'Space' }) },
    ];
    // SPEC §1's claim stays stated in the intro.
    const unclaimed = await save(ABOUT, { ...c, intro: { ...c.intro, body: 'We ship.' } }, doc.version);
    expect(unclaimed.status).toBe(400);
    expect(unclaimed.json.errors['content.intro.body']).toBe(PAGE_MESSAGES.claim('over 50 projects'));
    for (const patch of bad) expect((await save(ABOUT, { ...c, ...patch }, doc.version)).status).toBe(400);

    const tag = randomUUID().slice(0, 8);
    // Bidi and control characters are stripped, the text kept.
    const step = `We write the plan down\u202E together (${tag}).`;
    const card = `Dependable software for every good idea (${tag}).`;
    const outcome = `Twice as many bookings (${tag}).`;
    const body = `${c.intro.body.split('\n')[0]}\nA second paragraph (${tag}).`;
    const res = await save(
      ABOUT,
      {
        ...c,
        intro: { ...c.intro, body },
        // A step or card sent without its heading keeps SPEC's.
        steps: c.steps.map((s: Item, i: number) => (i === 1 ? { description: step } : s)),
        cards: withItem(c.cards, 0, { description: card, alt: `Telescope ${tag}` }),
        projects: withItem(c.projects, 2, { outcome }),
      },
      doc.version,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.content.steps[1]).toEqual({
      heading: 'Planning',
      description: `We write the plan down together (${tag}).`,
    });
    const page = await html('/about-us');
    for (const text of [`We write the plan down together (${tag}).`, card, `Telescope ${tag}`, outcome])
      expect(page).toContain(text);
    expect(page).toMatch(new RegExp(`<p class="[^"]*">A second paragraph \\(${tag}\\)\\.</p>`));
    for (const heading of ['Understand Needs', 'Design Build &amp; Test', 'Vision', 'Mission', 'Goals'])
      expect(page).toContain(heading);

    const history = (await api(stack, 'GET', `/admin/pages/${ABOUT}/revisions`, { token: writer })).json.data
      .items;
    expect(history[0].summary).toMatch(/Delivery step|Card|Client project|Introduction/);
    const restored = await api(stack, 'POST', `/admin/pages/${ABOUT}/restore`, {
      token: writer,
      body: { revision: history[1].version, version: res.json.data.version },
    });
    expect(restored.status).toBe(200);
    const after = await html('/about-us');
    expect(after).not.toContain(outcome);
    expect(after).toContain(c.projects[2].outcome);
  });

  it("takes an uploaded card picture, keeps it the page's across saves and shows it responsive", async () => {
    const image = await uploadedImage(stack, writer, {
      presignPath: '/admin/edit-section/upload-image',
      confirmPath: '/admin/edit-section/confirm-image',
    });
    const doc = await getDoc(ABOUT);
    seeds[ABOUT] ??= doc.content;
    const cards = withItem(doc.content.cards, 1, { image, alt: 'Our compass, photographed' });
    const first = await save(ABOUT, { ...doc.content, cards }, doc.version);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    // Saved again with the same picture: it is the page's own, not "used elsewhere".
    const again = await save(ABOUT, { ...first.json.data.content, cards }, first.json.data.version);
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const page = await html('/about-us');
    expect(page).toMatch(new RegExp(`src="${image}" alt="Our compass, photographed"[^>]*srcset="`));
  });
});

describe('the Industries page as a page document', () => {
  it('keeps SPEC §9 names fixed and puts the edited texts into the raw HTML of /industries', async () => {
    const doc = await getDoc(INDUSTRIES);
    seeds[INDUSTRIES] ??= doc.content;
    const c = doc.content;
    expect(c.industries).toHaveLength(18);
    expect(c.industries[17].name).toBe('Other');
    const renamed = await save(
      INDUSTRIES,
      { ...c, industries: withItem(c.industries, 6, { name: 'Property' }) },
      doc.version,
    );
    expect(renamed.status).toBe(400);
    expect(renamed.json.errors['content.industries.6.name']).toBe(PAGE_MESSAGES.fixed);
    const fewer = await save(INDUSTRIES, { ...c, industries: c.industries.slice(1) }, doc.version);
    expect(fewer.status).toBe(400);

    const tag = randomUUID().slice(0, 8);
    const description = `Tenant apps & listing portals (${tag}).`;
    const intro = `Seventeen industries and counting (${tag}).`;
    const res = await save(
      INDUSTRIES,
      { ...c, intro, industries: withItem(c.industries, 6, { description }) },
      doc.version,
    );
    expect(res.status).toBe(200);
    const page = await html('/industries');
    expect(page).toContain(`Tenant apps &amp; listing portals (${tag}).`);
    expect(page).toContain(intro);
    expect(page).toContain('Real Estate');
    const history = (await api(stack, 'GET', `/admin/pages/${INDUSTRIES}/revisions`, { token: writer })).json
      .data.items;
    expect(history[0].summary).toMatch(/Industry|Introduction/);
  });
});

describe("SPEC §7's edit-section call on the folded about, industry and bootcamp sections", () => {
  it('saves into the page documents (their versions and History) and refuses a card heading', async () => {
    const records = async () =>
      (await api(stack, 'GET', '/admin/edit-section', { token: writer })).json.data as Record<
        string,
        { values: Item; version: number }
      >;
    for (const id of [ABOUT, INDUSTRIES, 'life-at-moondive']) seeds[id] ??= (await getDoc(id)).content;
    const tag = randomUUID().slice(0, 8);
    const edits: [string, Item, string, string][] = [
      ['industry.real-estate', { description: `Rental apps (${tag}).` }, INDUSTRIES, '/industries'],
      ['about.goals', { description: `Clients who come back (${tag}).` }, ABOUT, '/about-us'],
      ['life.bootcamp', { cta: `Apply now (${tag})` }, 'life-at-moondive', '/life-at-moondive'],
    ];
    for (const [key, values, id, path] of edits) {
      const before = await getDoc(id);
      expect((await records())[key]?.version).toBe(before.version);
      const res = await api(stack, 'PUT', '/admin/edit-section', {
        token: writer,
        body: { key, values, version: before.version },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.version).toBe(before.version + 1);
      expect(await html(path)).toContain(Object.values(values)[0]);
      const history = (await api(stack, 'GET', `/admin/pages/${id}/revisions`, { token: writer })).json.data
        .items;
      expect(history[0].version).toBe(before.version + 1);
    }
    expect((await getDoc(INDUSTRIES)).content.industries[6]).toEqual({
      name: 'Real Estate',
      description: `Rental apps (${tag}).`,
    });
    const renamed = await api(stack, 'PUT', '/admin/edit-section', {
      token: writer,
      body: { key: 'about.vision', values: { heading: 'Dream' }, version: (await getDoc(ABOUT)).version },
    });
    expect(renamed.status).toBe(400);
  });
});

describe('the section fold backfill of the about and industry sections', () => {
  it('moves values stored before the fold into the documents, SPEC’s card heading kept', async () => {
    const { backfillSectionFolds } = await import('@app/services/data/section-fold-backfill');
    const { putLegacySection: putSection, legacySections: stored } = await import(
      '@app/services/local/legacy-section'
    );
    for (const id of [ABOUT, INDUSTRIES]) seeds[id] ??= (await getDoc(id)).content;
    const tag = randomUUID().slice(0, 8);
    const mission = { heading: 'Purpose', description: `Stored before the fold (${tag}).` };
    const energy = { description: `Grid software stored before the fold (${tag}).` };
    const items = await stored();
    await putSection('about.mission', mission, 'legacy@example.com', items['about.mission']?.version ?? 0);
    await putSection('industry.energy', energy, 'legacy@example.com', items['industry.energy']?.version ?? 0);

    expect(await backfillSectionFolds()).toBe(2);
    const about = (await getDoc(ABOUT)).content;
    // A heading stored when the section still had one yields to SPEC's.
    expect(about.cards[1]).toMatchObject({ heading: 'Mission', description: mission.description });
    expect((await getDoc(INDUSTRIES)).content.industries[12]).toEqual({ name: 'Energy', ...energy });
    expect(await backfillSectionFolds()).toBe(0);
  });
});
