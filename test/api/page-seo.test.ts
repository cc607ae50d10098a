import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

/**
 * Issue 31 item 1: a page's search snippet is content. A page document's
 * `seo` (meta title and description) goes into the raw HTML head of its page
 * and its share preview; SPEC's fixed texts stay; empty falls back to the built head.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;
const seeds: Record<string, Record<string, unknown>> = {};
const PAGE = 'service-ui-ux-designing';
const PATH = '/service/ui-ux-designing';

beforeAll(async () => {
  stack = await startTestStack();
  writer = await createMember(stack, `seo.${randomUUID().slice(0, 8)}@example.com`, ['ContentWriter']);
});
afterAll(async () => {
  for (const [id, content] of Object.entries(seeds)) {
    const doc = await getDoc(id);
    if (doc.draft)
      await api(stack, 'POST', `/admin/pages/${id}/discard`, {
        token: writer,
        body: { version: doc.version },
      });
    await save(id, content, (await getDoc(id)).version);
  }
  await stack?.dispose();
});

const html = async (path: string) => (await fetch(`${stack.url}${path}`)).text();
const getDoc = async (id: string) =>
  (await api(stack, 'GET', `/admin/pages/${id}`, { token: writer })).json.data;
const save = (id: string, content: object, version: number) =>
  api(stack, 'PUT', `/admin/pages/${id}`, { token: writer, body: { version, content } });
const escaped = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

describe('a page document’s search snippet', () => {
  it('writes the saved meta title and description into the head of the live page and its share preview', async () => {
    const doc = await getDoc(PAGE);
    seeds[PAGE] ??= doc.content;
    // Unset, the page shows its built snippet.
    expect(doc.content.seo).toBeUndefined();
    const before = await html(PATH);
    expect(before).toContain('<title>UI/UX Design Services | Moondive</title>');
    const tag = randomUUID().slice(0, 8);
    const title = `Design & research ${tag}`;
    const description = `Product "design" that users understand ${tag}.`;
    const saved = await save(
      PAGE,
      { ...doc.content, seo: { title: ` ${title}\u202E `, description } },
      doc.version,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.content.seo).toEqual({ title, description });

    const page = await html(PATH);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<title>${escaped(title)} | Moondive</title>`);
    expect(head).toContain(`<meta name="description" content="${escaped(description)}">`);
    expect(head).toContain(`<meta property="og:title" content="${escaped(title)}">`);
    expect(head).toContain(`<meta property="og:description" content="${escaped(description)}">`);
    expect(head).not.toContain('Research-led product design');
    // The page's SPEC-fixed name (its h1) and the canonical stay.
    expect(page).toContain('>UI/UX Designing</h1>');
    expect(head).toContain(`<link rel="canonical" href="`);

    // The share preview of a draft shows the draft's snippet, noindex.
    const now = await getDoc(PAGE);
    const draftTitle = `Draft title ${tag}`;
    const draft = await api(stack, 'PUT', `/admin/pages/${PAGE}/draft`, {
      token: writer,
      body: { version: now.version, content: { ...now.content, seo: { title: draftTitle, description } } },
    });
    expect(draft.status).toBe(200);
    const made = await api(stack, 'POST', `/admin/pages/${PAGE}/previews`, { token: writer });
    const token = made.json.data.url.slice(made.json.data.url.indexOf('#t=') + 3);
    const shown = (await api(stack, 'POST', '/content/preview', { body: { token } })).json.data
      .html as string;
    expect(shown).toContain(`<title>${draftTitle} | Moondive</title>`);
    expect(shown).toContain('<meta name="robots" content="noindex"');
    expect(await html(PATH)).toBe(page);
    await api(stack, 'POST', `/admin/pages/${PAGE}/discard`, {
      token: writer,
      body: { version: (await getDoc(PAGE)).version },
    });

    // Emptied, the snippet falls back to the page's built head.
    const back = await getDoc(PAGE);
    const cleared = await save(PAGE, { ...back.content, seo: { title: '', description: '' } }, back.version);
    expect(cleared.status).toBe(200);
    expect(await html(PATH)).toBe(before);
  });

  it('refuses a too-long title or description with field errors, and renders the careers page from its own', async () => {
    const doc = await getDoc('careers');
    seeds.careers ??= doc.content;
    const tooLong = await save(
      'careers',
      { ...doc.content, seo: { title: 'x'.repeat(121), description: 'x'.repeat(321) } },
      doc.version,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual({
      'content.seo.title': 'Meta title must be at most 120 characters.',
      'content.seo.description': 'Meta description must be at most 320 characters.',
    });
    const description = `Join us ${randomUUID()}`;
    const saved = await save(
      'careers',
      { ...doc.content, seo: { ...doc.content.seo, description } },
      doc.version,
    );
    expect(saved.status).toBe(200);
    const page = await html('/careers');
    expect(page).toContain(`<meta property="og:description" content="${description}">`);
    expect(page).toContain('<title>Careers | Moondive</title>');
    expect(page).toContain('Why You Should Join Our Team');

    // The legal and home renderers take theirs too (home: "Moondive | <title>").
    for (const [id, path, shown] of [
      ['privacy-policy', '/privacy-policy', (t: string) => `${t} | Moondive`],
      ['home', '/', (t: string) => `Moondive | ${t}`],
    ] as const) {
      const other = await getDoc(id);
      seeds[id] ??= other.content;
      const title = `Snippet ${randomUUID().slice(0, 8)}`;
      expect((await save(id, { ...other.content, seo: { title } }, other.version)).status).toBe(200);
      const text = await html(path);
      expect(text, id).toContain(`<title>${shown(title)}</title>`);
      expect(text, id).toContain(`<meta property="og:title" content="${title}">`);
    }
  });
});
