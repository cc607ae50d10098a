/**
 * Characters that text must not carry into XML, calendar files, mail headers
 * or stored free text (issue 25, finding 4). One control character in a
 * display name or a title made /blogs/rss.xml unparsable for every subscriber.
 *
 * Decisions:
 * - Stored free text (titles, company names, messages, notes) keeps every
 *   visible character but loses control characters (tab and line breaks stay),
 *   bidi controls (they reorder what a reader sees) and invisible formatting
 *   characters. Zero-width joiners and variation selectors stay: emoji
 *   sequences and Indic or Persian words need them.
 * - Writers drop what their format forbids, whatever the stored data holds:
 *   XML 1.0's Char production for RSS and sitemaps, RFC 5545's CONTROL for .ics
 *   values, and every control character for mail headers.
 * - Every pattern is a single character class (linear on any input), so
 *   services/scripts/regex-audit.test.ts reads them as literals.
 */

// Bidi controls: ALM, LRM, RLM, LRE..RLO, LRI..PDI (U+061C, U+200E, U+200F, U+202A-E, U+2066-9).
// Invisible formatting characters: the default-ignorable code points but ZWNJ/ZWJ (U+200C/D) and the
// variation selectors, which words and emoji need: soft hyphen, grapheme joiner, Hangul and Khmer
// fillers, Mongolian selectors, ZWSP, word joiner and invisible operators, deprecated format
// characters, BOM, shorthand format controls, musical formatting, tags.
// Controls: C0 and C1 and DEL, without tab, line feed and carriage return. Lone surrogates and
// the noncharacters U+FFFE/FFFF go too.
const STORED_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex lint/suspicious/noMisleadingCharacterClass: control and invisible characters one by one, on purpose.
  /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E00FF}\uFFFE\uFFFF\uD800-\uDFFF]/gu;
/** Every control character, bidi control and line or paragraph separator. */
const ANY_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
  /[\0-\x1F\x7F-\x9F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;
/** Not XML 1.0 `Char` (lone surrogates included: with the u flag they are code points of their own). */
const NOT_XML_CHAR = /[^\t\n\r\x20-\x7E\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Free text as it is stored: no control (but tab and line breaks), bidi or invisible characters. */
export function stripUnsafeChars(text: string): string {
  return text.replace(STORED_UNSAFE, '');
}

/** One line for a mail header or a calendar value: every control character and line break dropped. */
export function singleLine(text: string): string {
  return text.replace(ANY_CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Calendar text (RFC 5545 TEXT): CONTROL characters dropped, line feeds kept (the writer escapes them). */
export function icsText(text: string): string {
  return stripUnsafeChars(text.replace(/\r\n?/g, '\n')).replace(/\t/g, ' ');
}

/** What an XML 1.0 document can carry of a string. */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** XML text or attribute value: forbidden characters dropped, markup escaped (function replacer: no `$` patterns). */
export function escapeXml(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);
}
