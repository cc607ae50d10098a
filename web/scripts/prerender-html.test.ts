import { describe, expect, it } from 'vitest';
import { fillTemplate, type Manifest, pagePreloadTags } from './prerender-html';

const TEMPLATE =
  '<html><head><!--head:start--><title>x</title><!--head:end--><script type="module" src="/assets/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    css: ['assets/index.css'],
    imports: ['_shared.js'],
    isEntry: true,
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    css: ['assets/home.css'],
    imports: ['_shared.js', '_grid.js'],
  },
  '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'] },
  'src/app/routes/islands/form.tsx': {
    file: 'assets/form.js',
    css: ['assets/form.css'],
    imports: ['_mantine.js'],
  },
  '_mantine.js': { file: 'assets/mantine.js', css: ['assets/mantine.css'] },
};

describe('prerender html', () => {
  it('replaces the head block and fills #root with the marker', () => {
    const html = fillTemplate(TEMPLATE, {
      head: '<title>Careers</title>',
      appHtml: '<h1>Hi</h1>',
      marker: '/careers',
    });
    expect(html).toContain('<title>Careers</title>');
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain('<div id="root" data-prerendered="/careers"><h1>Hi</h1></div>');
    expect(fillTemplate(TEMPLATE, { head: '', appHtml: '', marker: null })).toContain(
      '<div id="root"></div>',
    );
  });

  it('refuses a template without the placeholders', () => {
    expect(() => fillTemplate('<html></html>', { head: '', appHtml: '', marker: null })).toThrow(
      /head:start/,
    );
  });

  it("preloads the page's own chunks and CSS, not the entry's, and only the CSS of islands", () => {
    const tags = pagePreloadTags(MANIFEST, 'src/app/routes/home.tsx', ['src/app/routes/islands/form.tsx']);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/grid.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/grid.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/form.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/mantine.css">');
    expect(tags).not.toContain('shared.js');
    expect(tags).not.toContain('form.js');
    expect(tags).not.toContain('mantine.js');
    expect(pagePreloadTags(MANIFEST, null)).toBe('');
    expect(() => pagePreloadTags(MANIFEST, 'src/missing.tsx')).toThrow(/no entry/);
  });
});
