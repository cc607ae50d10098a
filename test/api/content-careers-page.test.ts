import { randomUUID } from 'node:crypto';
import { CAREERS_LABELS } from '@app/shared/pages/careers-page';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31: the careers page is a page document. Staff edit the introduction,
 * the values' descriptions, the six traits and the Discover Opportunities
 * text; SPEC's headings, values and the traits' count stay fixed.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let hr: string;
let seed: Record<string, unknown> | undefined;
const ID = 'careers';

beforeAll(async () => {
  stack = await startTestStack();
  const tag = randomUUID().slice(0, 8);
  [writer, hr] = await Promise.all([
    createMember(stack, `careers-page.${tag}@example.com`, ['ContentWriter']),
    createMember(stack, `hr.careers-page.${tag}@example.com`, ['HR']),
  ]);
});
afterAll(async () => {
  if (seed) {
    const { version } = await getDoc();
    await api(stack, 'PUT', `/admin/pages/${ID}`, { token: writer, body: { version, content: seed } });
  }
  await stack?.dispose();
});

const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const getDoc = async () => (await api(stack, 'GET', `/admin/pages/${ID}`, { token: writer })).json.data;
const save = (content: object, version: number) =>
  api(stack, 'PUT', `/admin/pages/${ID}`, { token: writer, body: { version, content } });

describe('the careers page as a page document', () => {
  it('keeps SPEC labels fixed and puts the edited texts into the raw HTML of /careers', async () => {
    expect((await api(stack, 'PUT', `/admin/pages/${ID}`, { token: hr, body: {} })).status).toBe(403);
    const doc = await getDoc();
    seed ??= doc.content;
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
});
