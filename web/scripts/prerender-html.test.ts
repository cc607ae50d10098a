import { describe, expect, it } from 'vitest';
import { fillTemplate, type Manifest, pageCssTags, splitTemplate } from './prerender-html';

const TEMPLATE =
  '<html><head><!--head:start--><title>x</title><!--head:end--><script type="module" src="/assets/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    css: ['assets/index.css'],
    imports: ['_shared.js'],
    isEntry: true,
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/index.css'] },
  'src/app/pages/home.tsx': {
    file: 'assets/home.js',
    css: ['assets/home.css'],
    imports: ['_shared.js', '_grid.js'],
  },
  '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'] },
  'src/app/pages/islands/form.tsx': {
    file: 'assets/form.js',
    css: ['assets/form.css'],
    imports: ['_mantine.js'],
  },
  '_mantine.js': { file: 'assets/mantine.js', css: ['assets/mantine.css'] },
};

describe('prerender html', () => {
  it('replaces the head block, links the page CSS after it and fills #root', () => {
    const html = fillTemplate(TEMPLATE, {
      head: '<title>Careers</title>',
      appHtml: '<h1>Hi</h1>',
      pageCss: '<link rel="stylesheet" href="/assets/careers.css">',
    });
    expect(html).toContain('<title>Careers</title>\n    <link rel="stylesheet" href="/assets/careers.css">');
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
  });

  it('takes head and app HTML as text, never as a replacement pattern', () => {
    const html = fillTemplate(TEMPLATE, { head: "<title>$` $& $'</title>", appHtml: "<p>$`$'</p>" });
    expect(html).toContain("<title>$` $& $'</title>");
    expect(html).toContain('<div id="root"><p>$`$\'</p></div>');
    expect(html.match(/<html>/g)).toHaveLength(1);
  });

  it('refuses a template without the placeholders', () => {
    expect(() => splitTemplate('<html></html>', '')).toThrow(/head:start/);
  });

  it("links the page's own CSS and its islands' CSS, not the entry's, and no JavaScript", () => {
    const tags = pageCssTags(MANIFEST, 'src/app/pages/home.tsx', ['src/app/pages/islands/form.tsx']);
    expect(tags.split('\n    ')).toEqual([
      '<link rel="stylesheet" href="/assets/home.css">',
      '<link rel="stylesheet" href="/assets/grid.css">',
      '<link rel="stylesheet" href="/assets/form.css">',
      '<link rel="stylesheet" href="/assets/mantine.css">',
    ]);
    expect(tags).not.toContain('.js');
    expect(pageCssTags(MANIFEST, null)).toBe('');
    expect(() => pageCssTags(MANIFEST, 'src/missing.tsx')).toThrow(/no entry/);
  });
});
