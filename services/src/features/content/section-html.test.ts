import { describe, expect, it } from 'vitest';
import { hasSectionsScript, patchSectionHtml } from './section-html';

const page = `<!doctype html><html><head><title>Home</title></head><body><div id="root" data-prerendered="/">
<h1 class="t" data-section-field="home.hero.heading">Old heading</h1>
<p class="lead" data-section-field="home.hero.lead">Old lead</p>
<div data-section-field="home.about.body"><p class="intro">One</p><p class="intro">Two</p></div>
<img src="/images/about/vision.svg" alt="Old alt" width="240" data-section-field="about.vision.image" loading="lazy">
</div></body></html>`;

describe('patchSectionHtml', () => {
  it('replaces marked texts (escaped), paragraphs and images, and embeds the values', () => {
    const html = patchSectionHtml(page, {
      'home.hero': { heading: 'New <b>heading</b> & more' },
      'home.about': { body: 'First\n\nSecond "quoted"' },
      'about.vision': {
        image: '/media/section/00000000-0000-4000-8000-000000000001.png',
        alt: 'A new "vision"',
      },
    });
    expect(html).toContain(
      '<h1 class="t" data-section-field="home.hero.heading">New &lt;b&gt;heading&lt;/b&gt; &amp; more</h1>',
    );
    expect(html).toContain('<p class="lead" data-section-field="home.hero.lead">Old lead</p>');
    expect(html).toContain(
      '<div data-section-field="home.about.body"><p class="intro">First</p><p class="intro">Second &quot;quoted&quot;</p></div>',
    );
    expect(html).toContain(
      '<img src="/media/section/00000000-0000-4000-8000-000000000001.png" alt="A new &quot;vision&quot;" width="240" data-section-field="about.vision.image" loading="lazy">',
    );
    expect(hasSectionsScript(html)).toBe(true);
    expect(html).toContain('"home.hero":{"heading":"New \\u003cb>heading\\u003c/b> & more"}');
  });

  it('is idempotent and keeps one script', () => {
    const once = patchSectionHtml(page, { 'home.hero': { lead: 'L' } });
    const twice = patchSectionHtml(once, { 'home.hero': { lead: 'L' } });
    expect(twice).toBe(once);
    expect(twice.match(/id="site-sections"/g)).toHaveLength(1);
  });

  it('cannot be broken out of by a value', () => {
    const html = patchSectionHtml(page, { 'home.hero': { heading: '</h1><script>alert(1)</script>' } });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/<\/script><script>/);
  });
});
