import { h } from '@app/shared/html/html';
import { renderTemplate, templateSlots } from '@app/shared/html/template';
import { describe, expect, it } from 'vitest';
import { compileAppHtml, compileTemplate } from './compile-template';

const APP =
  '<main><h1 class="t" data-section-field="home.hero.heading">Built heading</h1>' +
  '<div data-section-field="home.about.body"><p class="intro">One</p><p class="intro">Two</p></div>' +
  '<img src="/images/a.svg" alt="Built alt" width="240" data-section-field="about.vision.image">' +
  '<section><div data-slot="list"><p>No Data Found</p></div></section></main>';

describe('compiled templates', () => {
  const compiled = compileTemplate({
    name: 'test',
    beforeHead: '<!doctype html><html><head>',
    head: '<title>Built</title>',
    betweenHeadAndApp: '</head><body><div id="root">',
    appHtml: APP,
    afterApp: '</div></body></html>',
    classes: { 'ui.card': 'card_x' },
  });

  it('finds every slot with its fallback, prototype and attributes', () => {
    expect(templateSlots(compiled).map((s) => s.slot)).toEqual([
      'head',
      'section:home.hero.heading',
      'section:home.about.body',
      'section:about.vision.image',
      'list',
    ]);
    const body = templateSlots(compiled).find((s) => s.slot === 'section:home.about.body');
    expect(body?.proto).toEqual({ tag: 'p', attrs: { class: 'intro' } });
    const image = templateSlots(compiled).find((s) => s.slot === 'section:about.vision.image');
    expect(image?.element?.attrs.alt).toBe('Built alt');
  });

  it('renders the built page when nothing is filled', () => {
    const html = renderTemplate(compiled);
    expect(html).toContain('<title>Built</title>');
    expect(html).toContain('<h1 class="t" data-section-field="home.hero.heading">Built heading</h1>');
    expect(html).toContain('<div data-slot="list"><p>No Data Found</p></div>');
  });

  it('fills children slots with escaped trees and attribute slots with new attributes', () => {
    const html = renderTemplate(compiled, {
      head: h('title', null, 'New $` <title>'),
      'section:home.hero.heading': 'A $& heading with </h1> in it',
      'section:about.vision.image': { attrs: { src: '/media/b.png', alt: '" onload="x' } },
      list: [h('p', null, 'Item')],
    });
    expect(html).toContain('<title>New $` &lt;title&gt;</title>');
    expect(html).toContain('>A $&amp; heading with &lt;/h1&gt; in it</h1>');
    expect(html).toContain(
      '<img src="/media/b.png" alt="&quot; onload=&quot;x" width="240" data-section-field="about.vision.image">',
    );
    expect(html).toContain('<div data-slot="list"><p>Item</p></div>');
    expect(() => renderTemplate(compiled, { nope: 'x' })).toThrow(/no slot nope/);
  });

  it('fills an attribute slot on an element with children: new attributes, children as built', () => {
    const link = compileAppHtml(
      '<ul><li><a data-attr-slot="social.x" href="https://x.com/a" class="s"><svg><path d="M1"></path></svg></a></li></ul>',
    );
    const template = { name: 't', parts: link, classes: {} };
    expect(renderTemplate(template)).toBe(
      '<ul><li><a data-attr-slot="social.x" href="https://x.com/a" class="s"><svg><path d="M1"></path></svg></a></li></ul>',
    );
    expect(renderTemplate(template, { 'social.x': { attrs: { href: 'javascript:alert(1)"' } } })).toBe(
      '<ul><li><a data-attr-slot="social.x" href="about:invalid" class="s"><svg><path d="M1"></path></svg></a></li></ul>',
    );
    expect(renderTemplate(template, { 'social.x': { attrs: { href: 'https://x.com/"b' } } })).toContain(
      'href="https://x.com/&quot;b" class="s"><svg>',
    );
    expect(() => renderTemplate(template, { 'social.x': 'text' })).toThrow(/takes attributes/);
  });

  it('refuses a slot inside a slot and a slot used twice', () => {
    expect(() => compileAppHtml('<div data-slot="a"><span data-slot="b"></span></div>')).toThrow(/contains/);
    expect(() => compileAppHtml('<p data-slot="a"></p><p data-slot="a"></p>')).toThrow(/twice/);
  });
});
