import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  h,
  htmlText,
  isSafeUrl,
  jsonForScript,
  jsonScript,
  serialize,
  text,
  trustedHtml,
  urlScheme,
} from './html';

describe('the HTML serializer', () => {
  it('escapes text and attribute values for their context', () => {
    expect(serialize(h('p', { title: `"quoted" & <b>` }, '<script>alert(1)</script> & more'))).toBe(
      '<p title="&quot;quoted&quot; &amp; &lt;b&gt;">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>',
    );
    expect(serialize(h('img', { src: '/a.png', alt: "it's", hidden: true, loading: undefined }))).toBe(
      '<img src="/a.png" alt="it\'s" hidden>',
    );
  });

  it('keeps replacement patterns as plain text', () => {
    for (const value of ['$&', '$`', "$'", '$1', '$$', '$<name>']) {
      const escaped = value.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;');
      expect(serialize(h('p', { title: value }, value))).toBe(`<p title="${escaped}">${escaped}</p>`);
    }
  });

  it('refuses names that do not come from code, event handlers and text in scripts', () => {
    expect(() => h('p onload', null)).toThrow(/tag name/);
    expect(() => h('p', { 'a"b': 'x' })).toThrow(/attribute name/);
    expect(() => h('p', { onclick: 'x' })).toThrow(/Event handler/);
    expect(() => h('img', null, 'child')).toThrow(/cannot have children/);
    expect(() => h('script', null, 'alert(1)')).toThrow(/jsonScript/);
  });

  it('neutralises URL attributes with a script-capable scheme', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isSafeUrl(url)).toBe(false);
      expect(serialize(h('a', { href: url }, 'x'))).toBe('<a href="about:invalid">x</a>');
    }
    for (const url of ['/blogs/x', 'https://example.com/a:b', 'mailto:a@b.c', 'tel:+1', '#apply', '?q=a:b'])
      expect(isSafeUrl(url)).toBe(true);
    expect(urlScheme('HTTPS://x')).toBe('https');
  });

  it('normalises what HTML cannot carry, as a browser would read it back', () => {
    expect(htmlText('a\r\nb\rc\0d\u0007e\uFFFEf\uD800g\uD83F\uDFFEh\tI\u00A0')).toBe('a\nb\ncdefgh\tI\u00A0');
    const [p] = parseFragment(serialize(h('p', null, 'x\r\ny'))).childNodes as Array<{
      childNodes: Array<{ value: string }>;
    }>;
    expect(p?.childNodes[0]?.value).toBe('x\ny');
  });

  it('keeps JSON in a script from ending the element; JSON.parse gives the data back', () => {
    const data = { a: '</script><script>alert(1)</script>', b: '\u2028\u0085\uFFFF\uD83F\uDFFF' };
    const html = serialize(jsonScript('application/ld+json', data));
    expect(html).not.toContain('</script><script>');
    const script = parseFragment(html).childNodes[0] as { childNodes: Array<{ value: string }> };
    expect(JSON.parse(script.childNodes[0]?.value ?? '')).toEqual(data);
    expect(jsonForScript({ a: '<' })).toBe('{"a":"\\u003c"}');
  });

  it('inserts trusted markup as is', () => {
    expect(serialize([text('a'), trustedHtml('<em>b</em>'), 1, null, false, ['c']])).toBe('a<em>b</em>1c');
  });
});
