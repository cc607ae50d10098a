/**
 * HTML -> plain text (SPEC §9 "A text sanitizer strips markup and returns
 * plain text"), by string processing only, so it runs the same in the browser
 * and in Node without a DOM.
 *
 * Decisions:
 * - The contents of script, style, noscript, template, iframe, object, svg and
 *   head elements are dropped with their tags; an unclosed one drops the rest.
 * - Comments, CDATA, doctypes and processing instructions are removed.
 * - Tags are removed by a single linear scan (no regex backtracking), with
 *   quoted attribute values skipped, so "<a title='a > b'>" is one tag.
 * - Block-level tags and <br> become a space so words from adjacent blocks do
 *   not run together; inline tags vanish ("<b>Hel</b>lo" -> "Hello").
 * - A "<" not starting a tag (e.g. "1 < 2") is kept as text.
 * - Entities are decoded once, after tags are removed: named ones commonly
 *   produced by rich-text editors, plus all decimal and hex references.
 *   "&lt;b&gt;" therefore becomes the text "<b>". The result is plain TEXT,
 *   to be rendered as text (React escapes it), never injected as HTML.
 * - Whitespace (including &nbsp;) collapses to single spaces; the result is trimmed.
 * - plainTextExcerpt counts Unicode code points, so emoji are never split.
 */
import { META_DESCRIPTION_LENGTH } from './constants';

const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'head',
]);
const BLOCK_ELEMENTS = new Set(
  (
    'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr ' +
    'li main nav ol p pre section table tbody td tfoot th thead tr ul'
  ).split(' '),
);
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;
const LETTER = /[a-zA-Z]/;
const NAME_CHAR = /[a-zA-Z0-9-]/;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  shy: '',
  zwnj: '',
  zwj: '',
};

function decodeCodePoint(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
  return String.fromCodePoint(code);
}

/** Decodes HTML character references once; unknown named ones are kept as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec) return decodeCodePoint(Number.parseInt(dec, 10));
    if (hex) return decodeCodePoint(Number.parseInt(hex, 16));
    const named = name ? (NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()]) : undefined;
    return named ?? whole;
  });
}

/** Index just past `needle` at or after `from`, or the end of the text when it is missing. */
function skipPast(haystack: string, needle: string, from: number): number {
  const at = haystack.indexOf(needle, from);
  return at === -1 ? haystack.length : at + needle.length;
}

/**
 * Removes markup with a single forward scan (linear time, no regex
 * backtracking on hostile input). Returns text with entities still encoded.
 */
function stripMarkup(html: string): string {
  const lower = html.toLowerCase();
  const out: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    const next = html[lt + 1] ?? '';
    if (lower.startsWith('<!--', lt)) {
      i = skipPast(html, '-->', lt + 4);
      out.push(' ');
      continue;
    }
    if (lower.startsWith('<![cdata[', lt)) {
      i = skipPast(html, ']]>', lt + 9);
      out.push(' ');
      continue;
    }
    if (next === '!' || next === '?') {
      i = skipPast(html, '>', lt + 2);
      out.push(' ');
      continue;
    }
    const closing = next === '/';
    let j = closing ? lt + 2 : lt + 1;
    if (!LETTER.test(html[j] ?? '')) {
      out.push('<'); // not a tag: "1 < 2"
      i = lt + 1;
      continue;
    }
    const nameStart = j;
    while (j < html.length && NAME_CHAR.test(html[j] ?? '')) j++;
    const name = lower.slice(nameStart, j);
    // Scan attributes up to the closing ">", skipping quoted values.
    while (j < html.length && html[j] !== '>') {
      const c = html[j];
      j = c === '"' || c === "'" ? skipPast(html, c, j + 1) : j + 1;
    }
    i = Math.min(j + 1, html.length);
    const selfClosing = html[j - 1] === '/';
    if (!closing && !selfClosing && DROPPED_ELEMENTS.has(name)) {
      const endTag = lower.indexOf(`</${name}`, i);
      i = endTag === -1 ? html.length : skipPast(html, '>', endTag);
      out.push(' ');
      continue;
    }
    out.push(BLOCK_ELEMENTS.has(name) ? ' ' : '');
  }
  return out.join('');
}

/** Strips all markup from HTML and returns collapsed plain text. */
export function sanitizeText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return decodeEntities(stripMarkup(html)).replace(/\s+/g, ' ').trim();
}

/**
 * The first `length` characters of the plain content, e.g. the default meta
 * description (SPEC §5: first 170 characters).
 */
export function plainTextExcerpt(html: unknown, length: number = META_DESCRIPTION_LENGTH): string {
  const max = Number.isFinite(length) ? Math.max(0, Math.floor(length)) : META_DESCRIPTION_LENGTH;
  const chars = Array.from(sanitizeText(html));
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, max).join('').trimEnd();
}
