import { RICH_TEXT_MAX_CHARS } from '@app/shared/rich-text';
import { growthRatio, LINEAR_GROWTH_LIMIT } from '@app/shared/testing/growth-ratio';
import { describe, expect, it } from 'vitest';
import { imageSources, sanitizeRichText, spanStyle, splitImportant } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Role</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br></p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<blockquote>q</blockquote><pre><code>x</code></pre><h3>a</h3><h4>b</h4>';
    expect(sanitizeRichText(html)).toBe(
      html.replace('<br>', '<br />').replace('<pre>', '<pre tabindex="0">'),
    );
  });

  it('makes every code block focusable, whatever tabindex the author sent', () => {
    expect(sanitizeRichText('<pre tabindex="-1"><code>x</code></pre><p tabindex="3">y</p>')).toBe(
      '<pre tabindex="0"><code>x</code></pre><p>y</p>',
    );
  });

  it('drops scripts, iframes, style elements and event handlers', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">Hi</p><script>alert(1)</script><iframe src="https://x.test"></iframe><style>p{}</style><div>kept text</div>',
    );
    expect(out).toBe('<p>Hi</p>kept text');
  });

  it('allows http, https and mailto links only, each with rel noopener', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hr@example.com">m</a>')).toContain(
      'href="mailto:hr@example.com"',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).not.toContain('data:');
  });

  it('allows images from http(s) or /media/ only', () => {
    expect(sanitizeRichText('<img src="/media/a.webp" alt="A" width="10" height="5" onerror="x">')).toBe(
      '<img src="/media/a.webp" alt="A" width="10" height="5" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png">')).toContain(
      'https://cdn.example.com/a.png',
    );
    expect(sanitizeRichText('<img src="/etc/passwd">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).not.toContain('javascript');
    expect(sanitizeRichText('<img src="//evil.example.com/a.png">')).not.toContain('evil');
  });

  it('drops control, bidi and invisible characters from the text and the attributes, as stored free text does', () => {
    const html =
      '<p>Na\u0000me\u202E rev\u200Bersed</p><p>two\tcols</p><img src="/media/a.jpg" alt="lo\u0007go\u2066">';
    expect(sanitizeRichText(html)).toBe(
      '<p>Name reversed</p><p>two\tcols</p><img src="/media/a.jpg" alt="logo" />',
    );
  });

  it('keeps only font-family and font-size styles on span', () => {
    expect(sanitizeRichText('<span style="font-family: georgia; font-size: 18px; color: red">t</span>')).toBe(
      '<span style="font-family:georgia;font-size:18px">t</span>',
    );
    expect(sanitizeRichText('<p style="font-size: 18px">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<span style="font-size: expression(alert(1))">t</span>')).toBe('<span>t</span>');
  });
});

describe('sanitiser cost on hostile input (issue 14, finding 4)', () => {
  it('reads !important as the old pattern did', () => {
    expect(splitImportant('roboto !important')).toEqual({ value: 'roboto', important: true });
    expect(splitImportant('roboto!IMPORTANT')).toEqual({ value: 'roboto', important: true });
    expect(splitImportant('roboto ! important')).toEqual({ value: 'roboto', important: true });
    expect(splitImportant('important')).toEqual({ value: 'important', important: false });
    expect(splitImportant('roboto important')).toEqual({ value: 'roboto important', important: false });
    expect(spanStyle('font-family: roboto !important; color: red')).toBe('font-family:roboto !important');
  });

  it('grows linearly on whitespace runs before !important', () => {
    // Whitespace inside the value (trim keeps it) before a character that is not '!'.
    const style = (n: number) => `font-family:a${' '.repeat(n)}x!important`;
    const { ratio } = growthRatio(spanStyle, style, 4_000);
    expect(ratio).toBeLessThan(LINEAR_GROWTH_LIMIT);
  });

  it('refuses rich text over the limit before parsing it', () => {
    expect(() => sanitizeRichText('x'.repeat(RICH_TEXT_MAX_CHARS + 1))).toThrow(/at most 200,000 characters/);
    expect(sanitizeRichText(`<p>${'x'.repeat(1000)}</p>`)).toContain('xxx');
  });

  it('finds image sources in linear time', () => {
    expect(
      imageSources('<p>a</p><img alt="x" src="/media/a.png"><img src="https://x.test/b.png" />'),
    ).toEqual(['/media/a.png', 'https://x.test/b.png']);
    const { ratio } = growthRatio(imageSources, (n) => '<img<'.repeat(n), 4_000);
    expect(ratio).toBeLessThan(LINEAR_GROWTH_LIMIT);
  });
});
