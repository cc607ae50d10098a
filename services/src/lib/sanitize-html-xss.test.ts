import { findDangerousMarkup, XSS_CORPUS } from '@app/shared/testing/xss-corpus';
import { describe, expect, it } from 'vitest';
import { imageSources, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText against the XSS corpus', () => {
  it.each(XSS_CORPUS)('leaves nothing executable in %j', (input) => {
    const out = sanitizeRichText(input);
    expect(findDangerousMarkup(out)).toBeNull();
    // Stable: a second pass changes nothing.
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('the checker itself flags unsanitised input', () => {
    expect(findDangerousMarkup('<img src=x onerror="a()">')).toBe('attribute onerror');
    expect(findDangerousMarkup('<a href="jav&#x61;script:a()">x</a>')).toMatch(/^URL javascript:/);
    expect(findDangerousMarkup('<svg></svg>')).toBe('element <svg>');
  });
});

describe('sanitizeRichText keeps what the editor writes', () => {
  it('keeps font, size and alignment classes from the shared vocabulary only', () => {
    const html =
      '<p class="align-center"><span class="font-poppins size-24px">Big</span> <span class="size-huge">huge</span></p>' +
      '<h2 class="align-right">Heading</h2><pre tabindex="0"><code class="language-ts">const a = 1;</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<span class="font-comic evil">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<p class="align-middle">x</p>')).toBe('<p>x</p>');
  });

  it('keeps editor images from /media/ and lists their sources', () => {
    const out = sanitizeRichText('<p>a</p><img src="/media/blog/a.png" alt="A"><img src="/admin/x.png">');
    expect(out).toBe('<p>a</p><img src="/media/blog/a.png" alt="A" />');
    expect(imageSources(out)).toEqual(['/media/blog/a.png']);
  });

  it('keeps text that merely looks like markup as escaped text', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; &lt;b&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;b&gt;</p>',
    );
  });
});
