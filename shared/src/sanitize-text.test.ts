import { describe, expect, it } from 'vitest';
import { decodeEntities, plainTextExcerpt, sanitizeText } from './sanitize-text';

describe('sanitizeText', () => {
  it('strips tags and keeps text', () => {
    expect(sanitizeText('<p>Hello <strong>world</strong></p>')).toBe('Hello world');
    expect(sanitizeText('<b>Hel</b>lo')).toBe('Hello');
  });

  it('separates adjacent blocks', () => {
    expect(sanitizeText('<h1>Title</h1><p>First</p><p>Second<br>line</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title First Second line a b',
    );
  });

  it('drops script and style contents', () => {
    expect(sanitizeText('<p>Safe</p><script>alert("x")</script><style>p{color:red}</style> text')).toBe(
      'Safe text',
    );
    expect(sanitizeText('<SCRIPT type="text/javascript">var a = "</p>";</SCRIPT>ok')).toBe('ok');
    expect(sanitizeText('before<script>never closed')).toBe('before');
  });

  it('drops comments, doctypes and CDATA', () => {
    expect(sanitizeText('<!DOCTYPE html><!-- hidden --><p>shown</p><![CDATA[x]]>')).toBe('shown');
  });

  it('handles attributes containing ">"', () => {
    expect(sanitizeText('<a href="/x" title="a > b">link</a>')).toBe('link');
    expect(sanitizeText('<img src="x.png" alt=\'1 > 0\' onerror="alert(1)">after')).toBe('after');
  });

  it('decodes entities after stripping', () => {
    expect(sanitizeText('Tom &amp; Jerry &lt;3 &quot;cats&quot; &#39;&#x27;')).toBe(
      'Tom & Jerry <3 "cats" \'\'',
    );
    expect(sanitizeText('a&nbsp;&nbsp;b &mdash; c&hellip;')).toBe('a b — c…');
    expect(sanitizeText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(sanitizeText('&amp;lt;')).toBe('&lt;');
  });

  it('drops an unterminated tag at the end like a browser does', () => {
    expect(sanitizeText('text <a href="x')).toBe('text');
  });

  it('stays fast on hostile input', () => {
    const hostile = '<a "'.repeat(50_000) + '<script'.repeat(20_000) + '<!--'.repeat(20_000);
    const started = Date.now();
    sanitizeText(hostile);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('keeps a lone "<" that does not start a tag', () => {
    expect(sanitizeText('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
  });

  it('collapses whitespace', () => {
    expect(sanitizeText('  a \n\t b  ')).toBe('a b');
  });

  it('returns an empty string for empty editor content and non-strings', () => {
    expect(sanitizeText('<p><br></p>')).toBe('');
    expect(sanitizeText(undefined)).toBe('');
    expect(sanitizeText(42)).toBe('');
  });
});

describe('decodeEntities', () => {
  it('keeps unknown names and drops invalid code points', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &#128512;')).toBe('&unknown;   😀');
  });
});

describe('plainTextExcerpt', () => {
  it('defaults to the first 170 characters', () => {
    const html = `<p>${'a'.repeat(200)}</p>`;
    expect(plainTextExcerpt(html)).toHaveLength(170);
  });

  it('returns the whole text when shorter', () => {
    expect(plainTextExcerpt('<p>Short <em>text</em></p>', 170)).toBe('Short text');
  });

  it('cuts to the given length without splitting emoji and trims the end', () => {
    expect(plainTextExcerpt('<p>ab 😀😀</p>', 4)).toBe('ab 😀');
    expect(plainTextExcerpt('<p>ab cd</p>', 3)).toBe('ab');
  });
});
