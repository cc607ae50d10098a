import { randomUUID } from 'node:crypto';
import { CAREERS_LABELS } from '@app/shared/pages/careers-page';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31: the careers and Life at Moondive pages are page documents. On
 * careers staff edit the introduction, the values' descriptions, the six
 * traits and the Discover Opportunities text; SPEC's headings, values and the
 * traits' count stay fixed.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let hr: string;
const seeds: Record<string, Record<string, unknown>> = {};
const ID = 'careers';
const LIFE = 'life-at-moondive';

beforeAll(async () => {
  stack = await startTestStack();
  const tag = randomUUID().slice(0, 8);
  [writer, hr] = await Promise.all([
    createMember(stack, `careers-page.${tag}@example.com`, ['ContentWriter']),
    createMember(stack, `hr.careers-page.${tag}@example.com`, ['HR']),
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
const getDoc = async (id = ID) =>
  (await api(stack, 'GET', `/admin/pages/${id}`, { token: writer })).json.data;
const save = (content: object, version: number, id = ID) =>
  api(stack, 'PUT', `/admin/pages/${id}`, { token: writer, body: { version, content } });

describe('the careers page as a page document', () => {
  it('keeps SPEC labels fixed and puts the edited texts into the raw HTML of /careers', async () => {
    expect((await api(stack, 'PUT', `/admin/pages/${ID}`, { token: hr, body: {} })).status).toBe(403);
    const doc = await getDoc();
    seeds[ID] ??= doc.content;
    expect(doc.content.values.map((v: { value: string }) => v.value)).toEqual([
      'Team Work',
      'Innovative Culture',
      'Learning Opportunity',
      'Upgrade Skills',
    ]);
    expect(doc.content.traits).toHaveLength(6);

    const renamed = doc.content.values.map((v: object, i: number) =>
      i === 0 ? { ...v, value: 'Teamwork' } : v,
    );
    const refused = await save({ ...doc.content, values: renamed }, doc.version);
    expect(refused.status).toBe(400);
    expect(refused.json.errors['content.values.0.value']).toBe(PAGE_MESSAGES.fixed);
    const five = await save({ ...doc.content, traits: doc.content.traits.slice(0, 5) }, doc.version);
    expect(five.status).toBe(400);
    const tagged = await save({ ...doc.content, text: '<img src=x onerror=alert(1)>' }, doc.version);
    expect(tagged.status).toBe(400);

    const tag = randomUUID().slice(0, 8);
    const trait = `You finish what you start (${tag}).`;
    const value = `Pairing every week across teams (${tag}).`;
    const text = `We hire in Noida, Washington and remotely (${tag}).`;
    const traits = doc.content.traits.map((t: object, i: number) =>
      i === 1 ? { ...t, description: trait } : t,
    );
    // A value sent without its name keeps SPEC's name; the image stays the build's.
    const values = doc.content.values.map((v: { description: string }, i: number) =>
      i === 2 ? { description: value } : v,
    );
    const res = await save({ ...doc.content, traits, values, text }, doc.version);
    expect(res.status).toBe(200);
    expect(res.json.data.content.values[2]).toMatchObject({
      value: 'Learning Opportunity',
      description: value,
    });
    const page = await html('/careers');
    for (const expected of [trait, value, text, ...Object.values(CAREERS_LABELS), 'Learning Opportunity'])
      expect(page).toContain(expected);
    expect(page).toContain('/images/careers/learning-opportunity.svg');

    const history = (await api(stack, 'GET', `/admin/pages/${ID}/revisions`, { token: writer })).json.data
      .items;
    expect(history[0].summary).toMatch(/Trait|Value|Discover Opportunities text/);
  });

  it('puts the Life at Moondive texts and quotes into its raw HTML, beside the bootcamp section', async () => {
    const doc = await getDoc(LIFE);
    seeds[LIFE] ??= doc.content;
    const tooMany = Array.from({ length: 5 }, () => doc.content.quotes[0]);
    expect((await save({ ...doc.content, quotes: tooMany }, doc.version, LIFE)).status).toBe(400);
    const tag = randomUUID().slice(0, 8);
    const quote = {
      quote: `I shipped in my first week (${tag}) & loved it`,
      name: 'Asha Rao',
      role: 'Engineer',
    };
    const highlights = [
      ...doc.content.highlights.slice(0, 3),
      { title: `Demo day ${tag}`, description: 'Teams show work.' },
    ];
    const bootcamp = {
      ...doc.content.bootcamp,
      schedule: `One cohort in ${tag}: apply by March.`,
      body: `Twelve weeks of real projects.\nMentors for everyone (${tag}).`,
    };
    expect(
      (await save({ ...doc.content, bootcamp: { ...bootcamp, cta: '' } }, doc.version, LIFE)).status,
    ).toBe(400);
    const res = await save({ ...doc.content, highlights, quotes: [quote], bootcamp }, doc.version, LIFE);
    expect(res.status).toBe(200);
    const page = await html('/life-at-moondive');
    expect(page).toContain(`“I shipped in my first week (${tag}) &amp; loved it”`);
    expect(page).toContain(`Demo day ${tag}`);
    expect(page).not.toContain(doc.content.quotes[1].name);
    expect(page).not.toContain(doc.content.highlights[4].title);
    // The bootcamp block (also /admin/bootcamp's section) is the document's, one paragraph per line.
    expect(page).toContain(`One cohort in ${tag}: apply by March.`);
    expect(page).toMatch(new RegExp(`<p class="[^"]*">Mentors for everyone \\(${tag}\\)\\.</p>`));
    const history = (await api(stack, 'GET', `/admin/pages/${LIFE}/revisions`, { token: writer })).json.data
      .items;
    expect(history[0].summary).toMatch(/Bootcamp|Highlight|Quote/);
  });
});
