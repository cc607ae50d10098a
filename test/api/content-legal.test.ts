import { randomUUID } from 'node:crypto';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { PRIVACY_FACTS_UPDATED } from '@app/shared/privacy-facts';
import { retentionSentences } from '@app/shared/retention';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31: the privacy policy and the terms are page documents: staff prose
 * around the generated blocks (read-only), "Last updated" the later of a
 * published prose change and a change of the generated blocks.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
const PRIVACY = 'privacy-policy';
const TERMS = 'terms-and-conditions';
const seeds: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  stack = await startTestStack();
  writer = await createMember(stack, `legal.${randomUUID().slice(0, 8)}@example.com`, ['ContentWriter']);
});
afterAll(async () => {
  stack?.setNow(null);
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

describe('legal pages as page documents', () => {
  it('shows the prose to edit and the generated blocks read-only; a saved paragraph is live with its day', async () => {
    const list = (await api(stack, 'GET', '/admin/pages', { token: writer })).json.data;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: PRIVACY, path: '/privacy-policy', title: 'Privacy Policy' }),
        expect.objectContaining({ id: TERMS, path: '/terms-and-conditions', title: 'Terms and Conditions' }),
      ]),
    );
    const doc = await getDoc(PRIVACY);
    seeds[PRIVACY] ??= doc.content;
    expect(doc.kind).toBe('legal');
    expect(doc.content.heading).toBe('Privacy Policy');
    expect(doc.content.sections.map((s: { heading: string }) => s.heading)).not.toContain(
      'How long we keep your data',
    );
    const retention = doc.generated.find(
      (s: { heading: string }) => s.heading === 'How long we keep your data',
    );
    expect(retention.paragraphs).toEqual(retentionSentences());
    expect(doc.lastUpdated >= PRIVACY_FACTS_UPDATED).toBe(true);

    // The heading is SPEC's: refused, not silently kept.
    const renamed = await save(PRIVACY, { ...doc.content, heading: 'Our Privacy Promise' }, doc.version);
    expect(renamed.status).toBe(400);
    expect(renamed.json.errors['content.heading']).toBe(PAGE_MESSAGES.fixed);
    // A generated block cannot be smuggled in as prose: it stays the code's, once.
    const paragraph = `We read every message ourselves (${randomUUID().slice(0, 8)}).`;
    const sections = [
      { ...doc.content.sections[0], paragraphs: [...doc.content.sections[0].paragraphs, paragraph] },
      ...doc.content.sections.slice(1),
    ];
    // 20:00 UTC on Mar 15 is already Mar 16 at the head office (Asia/Kolkata).
    stack.setNow('2031-03-15T20:00:00Z');
    const res = await save(PRIVACY, { ...doc.content, sections }, doc.version);
    expect(res.status).toBe(200);
    const page = await html('/privacy-policy');
    expect(page).toContain(paragraph);
    expect(page).toContain('<time datetime="2031-03-16">Mar 16, 2031</time>');
    // The generated blocks follow the prose, as built, exactly once.
    expect(page.split('How long we keep your data').length).toBe(2);
    expect(page.indexOf(paragraph)).toBeLessThan(page.indexOf('How long we keep your data'));
    expect(page).toContain('Privacy Policy</h1>');
    expect((await getDoc(PRIVACY)).lastUpdated).toBe('2031-03-16');
  });

  it('refuses markup, keeps control and bidi characters out, and bounds every field', async () => {
    const doc = await getDoc(TERMS);
    seeds[TERMS] ??= doc.content;
    const tagged = await save(TERMS, { ...doc.content, intro: 'Hi <script>alert(1)</script>' }, doc.version);
    expect(tagged.status).toBe(400);
    expect(tagged.json.errors['content.intro']).toBeTruthy();
    const huge = { heading: 'Use', paragraphs: ['x'.repeat(2001)] };
    const tooLong = await save(TERMS, { ...doc.content, sections: [huge] }, doc.version);
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json.errors)).toEqual(['content.sections.0.paragraphs.0']);
    const none = await save(TERMS, { ...doc.content, sections: [] }, doc.version);
    expect(none.status).toBe(400);
    const stale = await save(TERMS, doc.content, doc.version + 5);
    expect(stale.status).toBe(409);

    stack.setNow('2031-07-01T03:00:00Z');
    const intro = `These terms\u202e govern\u0007 your use (${randomUUID().slice(0, 6)}).`;
    const ok = await save(TERMS, { ...doc.content, intro }, doc.version);
    expect(ok.status).toBe(200);
    expect(ok.json.data.content.intro).not.toContain('\u202e');
    expect(ok.json.data.content.intro).not.toContain('\u0007');
    expect(ok.json.data.content.intro).toContain('These terms govern your use');
    const page = await html('/terms-and-conditions');
    expect(page).toContain(ok.json.data.content.intro);
    // No generated blocks on the terms: the prose's day alone.
    expect(page).toContain('<time datetime="2031-07-01">Jul 1, 2031</time>');
  });
});

describe('the generated blocks are dated by their changes', () => {
  const blocks = (text: string) => [{ heading: 'How long we keep your data', paragraphs: [text] }];

  it('keeps the first day while the blocks stay the same, and records the day they change, once', async () => {
    // Imported once the stack set its env (services/src/lib/env.ts reads it on import).
    const { factsChangedOn } = await import('@app/services/data/legal-facts');
    const id = `legal-test-${randomUUID().slice(0, 8)}`;
    const first = new Date('2031-01-10T12:00:00Z');
    expect(await factsChangedOn(id, blocks('a'), '2030-12-01', first)).toBe('2030-12-01');
    expect(await factsChangedOn(id, blocks('a'), '2030-12-01', new Date('2031-02-01T12:00:00Z'))).toBe(
      '2030-12-01',
    );
    // Two renders of a new deploy at once (19:00 UTC is the next day in Noida): both see one day.
    const at = new Date('2031-04-30T19:00:00Z');
    const both = await Promise.all([
      factsChangedOn(id, blocks('b'), '2030-12-01', at),
      factsChangedOn(id, blocks('b'), '2030-12-01', at),
    ]);
    expect(both).toEqual(['2031-05-01', '2031-05-01']);
    expect(await factsChangedOn(id, blocks('b'), '2030-12-01', new Date('2031-09-01T00:00:00Z'))).toBe(
      '2031-05-01',
    );
  });
});
