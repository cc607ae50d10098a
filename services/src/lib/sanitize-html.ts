/**
 * Server-side HTML allowlist for rich text (blog content, case-study bodies,
 * job descriptions). Everything is sanitised before storage, so no stored
 * script, event handler, `javascript:` URL or dangerous SVG can reach a
 * visitor, whatever the browser-side editor sent. Shared by the careers and
 * content features (tests: sanitize-html.test.ts, sanitize-html-xss.test.ts).
 *
 * Decisions:
 * - Allowlist only (sanitize-html): formatting, headings, lists, quotes, code,
 *   links, images. Unknown tags are removed and their text kept; script,
 *   style, iframe, object, embed, svg, math, template, noscript, textarea and
 *   select are dropped with their content.
 * - Fonts, sizes and alignment: the classes of shared/src/rich-text.ts (what
 *   the admin editor writes), each checked by pattern. For older content a
 *   <span> may also carry `font-family` (an editor font) and `font-size` (an
 *   editor px size) styles; every other style, and style on any other tag, is
 *   removed, so no CSS expression or url() survives.
 * - Links: http, https, mailto and tel, or a site-relative path; every link
 *   gets rel="noopener noreferrer" and no target. sanitize-html decodes
 *   entities and strips control characters before checking a scheme, so
 *   `jav&#x61;script:` and `java\nscript:` are refused too.
 * - Images: http(s) or our own /media/ path; anything else (data:, javascript:,
 *   protocol-relative, other site paths) drops the image.
 * - The result is stable: sanitising it again changes nothing.
 */
import { EDITOR_FONTS, EDITOR_SIZES } from '@app/shared/constants';
import {
  BLOCK_CLASS_PATTERNS,
  CODE_CLASS_PATTERNS,
  RICH_TEXT_MAX_CHARS,
  richTextTooLong,
  SPAN_CLASS_PATTERNS,
} from '@app/shared/rich-text';
import { stripUnsafeChars } from '@app/shared/unsafe-chars';
import sanitizeHtml from 'sanitize-html';
import { PayloadTooLargeError } from './errors';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const BLOCK_CLASSES = [...BLOCK_CLASS_PATTERNS];
const FONT_STYLE = new RegExp(`^(?:${EDITOR_FONTS.join('|')})$`);
const SIZE_STYLE = new RegExp(`^(?:${EDITOR_SIZES.filter((s) => s.endsWith('px')).join('|')})$`);
const IMAGE_SOURCE = /^(?:https?:\/\/[^/\s]|\/media\/[^\s]+$)/i;

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    ...HEADINGS,
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'hr',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    span: ['style'],
    // Set by transformTags below, whatever the author sent.
    pre: ['tabindex'],
  },
  // Styles are filtered by spanStyle() below, not by sanitize-html's postcss
  // parser: postcss (+ source-map-js) was ~90 KB of every rich-text Lambda.
  parseStyleAttributes: false,
  allowedClasses: {
    span: [...SPAN_CLASS_PATTERNS],
    p: BLOCK_CLASSES,
    ...Object.fromEntries(HEADINGS.map((h) => [h, BLOCK_CLASSES])),
    pre: [...CODE_CLASS_PATTERNS],
    code: [...CODE_CLASS_PATTERNS],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'select',
    'title',
    'head',
  ],
  transformTags: {
    // A code block scrolls in its own box (rich-content.css); keyboard users must be able to
    // focus it to scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    span: (tagName, attribs) => {
      const { style, ...rest } = attribs;
      const kept = style === undefined ? '' : spanStyle(style);
      return { tagName, attribs: kept ? { ...rest, style: kept } : rest };
    },
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

export const SPAN_STYLES: Record<string, RegExp> = { 'font-family': FONT_STYLE, 'font-size': SIZE_STYLE };

/**
 * Keeps only the allowlisted span declarations, written `prop:value` joined by
 * `;` (what sanitize-html's postcss path produced). Every kept value matches an
 * anchored allowlist pattern of plain tokens (no quotes, parentheses or `;`),
 * so however oddly the input is split, nothing else can survive.
 */
export function spanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim();
    const raw = declaration.slice(colon + 1).trim();
    const { value, important } = splitImportant(raw);
    const pattern = Object.hasOwn(SPAN_STYLES, prop) ? SPAN_STYLES[prop] : undefined;
    if (pattern?.test(value)) kept.push(`${prop}:${value}${important ? ' !important' : ''}`);
  }
  return kept.join(';');
}

/**
 * `value !important` -> { value, important: true }, by string operations.
 * It replaces `/\s*!\s*important$/i`, which is quadratic on a long run of
 * whitespace (a 200 KB publish took 29 s and stalled the process).
 */
export function splitImportant(raw: string): { value: string; important: boolean } {
  const IMPORTANT = 'important';
  if (raw.length < IMPORTANT.length + 1 || raw.slice(-IMPORTANT.length).toLowerCase() !== IMPORTANT)
    return { value: raw, important: false };
  const beforeWord = raw.slice(0, -IMPORTANT.length).trimEnd();
  if (!beforeWord.endsWith('!')) return { value: raw, important: false };
  return { value: beforeWord.slice(0, -1).trim(), important: true };
}

/**
 * Sanitises rich-text HTML with the allowlist above. The size is bounded
 * first (before any parser or regex runs), so no input can buy unbounded work.
 */
export function sanitizeRichText(html: string, maxChars: number = RICH_TEXT_MAX_CHARS): string {
  if (html.length > maxChars) throw new PayloadTooLargeError(richTextTooLong(maxChars));
  // Stored free text's rule (unsafe-chars.ts): no control, bidi or invisible characters, in text or attributes.
  return sanitizeHtml(stripUnsafeChars(html), RICH_TEXT_OPTIONS).trim();
}

const IMG_TAG = /<img\b([^<>]*)>/gi;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/i;

/**
 * The image sources a sanitised document references (to check they were
 * uploaded). Two linear passes: the tag (up to the next `<` or `>`), then its
 * `src` (up to the next quote); one lazy pattern across both was quadratic.
 */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  for (const tag of html.matchAll(IMG_TAG)) {
    const src = SRC_ATTRIBUTE.exec(tag[1] ?? '')?.[1];
    if (src) sources.push(src);
  }
  return sources;
}
