import { findDangerousMarkup, XSS_CORPUS } from '@app/shared/testing/xss-corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { uploadedImage } from '../support/content';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let writer: string;

beforeAll(async () => {
  stack = await startTestStack();
  writer = await createMember(stack, 'xss-writer@example.com', ['ContentWriter']);
});
afterAll(async () => {
  await stack?.dispose();
});

/** The page structure around the sanitised content (the blog-post template and views/blog.ts). */
const PAGE_TAGS = [
  'main',
  'article',
  'nav',
  'aside',
  'time',
  'div',
  'section',
  'fieldset',
  'legend',
  'button',
  'svg',
  'path',
];
// An image under /media/ that was never uploaded is refused outright (tested below), so the
// published post carries the other entries.
const HOSTILE = XSS_CORPUS.filter((x) => !x.includes('/media/')).join('\n');

/** The page's main content (the template's article and related slots), and the head. */
function parts(html: string) {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  return { root: html.slice(start, end + 7), head: html.slice(0, html.indexOf('</head>')) };
}

describe('the XSS corpus in every blog field', () => {
  it.each(XSS_CORPUS)('a draft with %j as content stores nothing executable', async (input) => {
    const slug = `draft-${Math.random().toString(36).slice(2, 10)}`;
    const res = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: { status: 'draft', title: input, slug, content: `<p>ok</p>${input}` },
    });
    if (input.includes('/media/')) {
      expect(res.status).toBe(400);
      expect(res.json.errors.content).toBe('Images must be uploaded first.');
      return;
    }
    expect(res.status).toBe(201);
    expect(findDangerousMarkup(res.json.data.content)).toBeNull();
    // Plain-text fields are stored as typed (they are text, escaped wherever shown).
    expect(res.json.data.title).toBe(input.trim());
  });

  it('a published post with hostile text everywhere serves a page where nothing is markup but ours', async () => {
    const res = await api(stack, 'POST', '/blogs/publish-blog', {
      token: writer,
      body: {
        title: '<script>window.__xss=1</script> "quoted" title',
        content: `<p>Intro</p>${HOSTILE}`,
        industry: 'Technology',
        tags: ['<img src=x onerror=window.__xss=1>', '"><svg onload=window.__xss=1>'],
        slug: 'hostile-post',
        metaTitle: '</title><script>window.__xss=1</script>',
        metaDescription: '"><script>window.__xss=1</script>',
        heroImage: await uploadedImage(stack, writer),
        heroImageAlt: '" onerror="window.__xss=1',
        ogImage: await uploadedImage(stack, writer),
        ogTitle: '"><script>window.__xss=1</script>',
        cta: {
          title: '<iframe src=javascript:window.__xss=1>',
          description: '<img src=x onerror=window.__xss=1>',
          buttonText: '<b onmouseover=window.__xss=1>Go</b>',
          buttonLink: '/contact-us?"><script>window.__xss=1</script>',
        },
      },
    });
    expect(res.status).toBe(201);
    expect(findDangerousMarkup(res.json.data.content)).toBeNull();

    const html = await (await fetch(`${stack.url}/blogs/hostile-post`)).text();
    const { root, head } = parts(html);
    expect(root).toContain('<p>Intro</p>');
    expect(findDangerousMarkup(root, PAGE_TAGS)).toBeNull();
    expect(head).not.toContain('<script>window');
    expect(head).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;window.__xss=1&lt;/script&gt; | Moondive</title>',
    );
    expect(head).toContain('content="&quot;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;"');
    // The call to action's link keeps its text out of the markup.
    expect(root).toContain('href="/contact-us?&quot;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;"');
    // JSON-LD cannot be closed early by a title.
    expect(head).not.toMatch(/ld\+json">[^<]*<\/script><script>/);

    const rss = await (await fetch(`${stack.url}/blogs/rss.xml`)).text();
    expect(rss).toContain(
      '<title>&lt;script&gt;window.__xss=1&lt;/script&gt; &quot;quoted&quot; title</title>',
    );
  });
});
