import { randomUUID } from 'node:crypto';
import { MARKETING_CLAIMS } from '@app/shared/constants';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { RECORD_VERSION_MESSAGES } from '@app/shared/schemas/record-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
let writerEmail: string;
let hr: string;
const MVP = 'service-mvp-development';
const MVP_PATH = '/service/mvp-development';

beforeAll(async () => {
  stack = await startTestStack();
  const tag = randomUUID().slice(0, 8);
  writerEmail = `pages.${tag}@example.com`;
  [writer, hr] = await Promise.all([
    createMember(stack, writerEmail, ['ContentWriter']),
    createMember(stack, `hr.pages.${tag}@example.com`, ['HR']),
  ]);
});
afterAll(async () => {
  // The next file on the shared stack expects the seed's text: put the MVP page's content back.
  if (seed) await api(stack, 'PUT', `/admin/pages/${MVP}`, { token: writer, body: await withVersion(seed) });
  await stack?.dispose();
});

const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const getDoc = async (id = MVP) =>
  (await api(stack, 'GET', `/admin/pages/${id}`, { token: writer })).json.data;
let seed: Record<string, unknown> | undefined;
async function withVersion(content: object) {
  return { version: (await getDoc()).version, content };
}
const save = async (content: object, version?: number) =>
  api(stack, 'PUT', `/admin/pages/${MVP}`, {
    token: writer,
    body: version === undefined ? await withVersion(content) : { version, content },
  });

describe('page documents (GET/PUT /admin/pages)', () => {
  it('lists every page with its status and last change, to Content Writing only', async () => {
    const res = await api(stack, 'GET', '/admin/pages', { token: writer });
    expect(res.status).toBe(200);
    const mvp = res.json.data.find((p: { id: string }) => p.id === MVP);
    expect(mvp).toMatchObject({ path: MVP_PATH, title: 'MVP Development', status: 'published' });
    expect(Object.keys(mvp).sort()).toEqual(['id', 'path', 'status', 'title', 'updatedAt', 'version']);
    expect(res.json.data.map((p: { path: string }) => p.path)).toEqual(
      expect.arrayContaining(['/service/data-analytics', '/service/web-mobile-app-development']),
    );
    expect((await api(stack, 'GET', '/admin/pages', { token: hr })).status).toBe(403);
    expect((await api(stack, 'GET', `/admin/pages/${MVP}`, { token: hr })).status).toBe(403);
    expect((await api(stack, 'GET', '/admin/pages/no-such-page', { token: writer })).status).toBe(404);
  });

  it('puts a changed FAQ answer into the raw HTML and JSON-LD at once, and refuses a stale version', async () => {
    const doc = await getDoc();
    seed ??= doc.content;
    const answer = `Ten weeks & "two" demos ${randomUUID()}`;
    const faqs = doc.content.faqs.map((f: object, i: number) => (i === 1 ? { ...f, answer } : f));
    const res = await save({ ...doc.content, faqs }, doc.version);
    expect(res.status).toBe(200);
    expect(res.json.data.version).toBe(doc.version + 1);
    expect(res.json.data.content.faqs[1].answer).toBe(answer);
    expect(res.json.data.updatedAt).toBeTruthy();
    const page = await html(MVP_PATH);
    expect(page).toContain(`<p>${answer.replace('&', '&amp;')}</p>`);
    // FAQPage JSON-LD reads the same answer as visitors.
    expect(page).toContain(`"acceptedAnswer":{"@type":"Answer","text":${JSON.stringify(answer)}}`);
    expect(page).not.toContain(doc.content.faqs[1].answer);
    // The SPEC heading around it is still the page's.
    expect(page).toContain('Frequently Asked Questions');

    const stale = await save({ ...doc.content, faqs }, doc.version);
    expect(stale.status).toBe(409);
    expect(stale.json.errors.version).toBe(RECORD_VERSION_MESSAGES.stale);
  });

  it('refuses SPEC-fixed text: the page name, the 6-step count and the MVP cost claim', async () => {
    const doc = await getDoc();
    const title = await save({ ...doc.content, title: 'MVP Studio' }, doc.version);
    expect(title.status).toBe(400);
    expect(title.json.errors['content.title']).toBe(PAGE_MESSAGES.fixed);

    const steps = await save({ ...doc.content, process: doc.content.process.slice(0, 5) }, doc.version);
    expect(steps.status).toBe(400);
    expect(JSON.stringify(steps.json.errors)).toContain(PAGE_MESSAGES.steps);

    const offerings = doc.content.offerings.map((o: { description: string }, i: number) =>
      i === 0 ? { ...o, description: 'Fixed prices, agreed up front.' } : o,
    );
    const claim = await save({ ...doc.content, offerings }, doc.version);
    expect(claim.status).toBe(400);
    expect(claim.json.errors['content.offerings.0.description']).toBe(
      PAGE_MESSAGES.claim(MARKETING_CLAIMS.mvpCostText),
    );
    expect((await getDoc()).version).toBe(doc.version);
  });

  it('cleans or refuses hostile strings with a message, never a 500', async () => {
    const doc = await getDoc();
    const withFaq = (answer: string) => ({
      ...doc.content,
      // The first answer states SPEC's cost claim, so the third one takes the hostile strings.
      faqs: doc.content.faqs.map((f: object, i: number) => (i === 2 ? { ...f, answer } : f)),
    });
    const html = await save(withFaq('<script>alert(1)</script>'), doc.version);
    expect(html.status).toBe(400);
    const huge = await save(withFaq('x'.repeat(10_000)), doc.version);
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.json.errors)).toContain('1200');
    const notArray = await save({ ...doc.content, faqs: 'nope' }, doc.version);
    expect(notArray.status).toBe(400);
    const cleaned = await save(withFaq('Yes\u202e\u0007 really.'), doc.version);
    expect(cleaned.status).toBe(200);
    expect(cleaned.json.data.content.faqs[2].answer).toBe('Yes really.');
  });

  it('keeps each saved version with author, time and summary, and restores one as a new version', async () => {
    const doc = await getDoc();
    seed ??= doc.content;
    const oldAnswer = doc.content.faqs[1].answer;
    const answer = `Restorable ${randomUUID()}`;
    const faqs = doc.content.faqs.map((f: object, i: number) => (i === 1 ? { ...f, answer } : f));
    expect((await save({ ...doc.content, faqs }, doc.version)).status).toBe(200);

    const history = await api(stack, 'GET', `/admin/pages/${MVP}/revisions`, { token: writer });
    expect(history.status).toBe(200);
    const [latest, previous] = history.json.data.items;
    expect(latest).toMatchObject({
      version: doc.version + 1,
      by: writerEmail,
      summary: 'Changed FAQ 2: answer',
    });
    expect(Date.parse(latest.at)).not.toBeNaN();
    expect(previous.version).toBe(doc.version);
    expect(previous.content.faqs[1].answer).toBe(oldAnswer);
    expect((await api(stack, 'GET', `/admin/pages/${MVP}/revisions`, { token: hr })).status).toBe(403);

    const stale = await api(stack, 'POST', `/admin/pages/${MVP}/restore`, {
      token: writer,
      body: { revision: doc.version, version: doc.version },
    });
    expect(stale.status).toBe(409);
    const gone = await api(stack, 'POST', `/admin/pages/${MVP}/restore`, {
      token: writer,
      body: { revision: 99_999, version: doc.version + 1 },
    });
    expect(gone.status).toBe(404);
    const restored = await api(stack, 'POST', `/admin/pages/${MVP}/restore`, {
      token: writer,
      body: { revision: doc.version, version: doc.version + 1 },
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data.version).toBe(doc.version + 2);
    expect(restored.json.data.content.faqs[1].answer).toBe(oldAnswer);
    const page = await html(MVP_PATH);
    expect(page).not.toContain(answer);
    expect(page).toContain(oldAnswer.replaceAll('&', '&amp;'));
    const after = await api(stack, 'GET', `/admin/pages/${MVP}/revisions`, { token: writer });
    expect(after.json.data.items[0]).toMatchObject({
      version: doc.version + 2,
      summary: `Restored version ${doc.version}`,
    });
  });
});
