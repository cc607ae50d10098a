/**
 * The rich-text vocabulary the admin editor writes and the server's HTML
 * allowlist accepts (services/src/lib/sanitize-html.ts), so both sides agree.
 *
 * Decisions:
 * - Fonts, sizes and alignment are CSS classes, never inline `style`: the
 *   sanitiser then allows no style attribute at all (no CSS expressions, no
 *   url() tricks), and the public pages style the classes
 *   (web/src/components/rich-text-editor/rich-content.css).
 * - Class names: `font-<EDITOR_FONTS>`, `size-<EDITOR_SIZES>` on <span>,
 *   `align-left|center|right|justify` on paragraphs and headings,
 *   `language-<name>` on code blocks.
 */
import { EDITOR_FONTS, EDITOR_SIZES, type EditorFont, type EditorSize, FIELD_LIMITS } from './constants';

/**
 * The largest rich-text document (characters) the server sanitises: the blog
 * content limit, the largest rich field. Checked before any parser or regex.
 */
export const RICH_TEXT_MAX_CHARS = FIELD_LIMITS.blogContent;
export const richTextTooLong = (max: number) =>
  `Rich text must be at most ${max.toLocaleString('en-US')} characters.`;

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export const fontClass = (font: EditorFont) => `font-${font}`;
export const sizeClass = (size: EditorSize) => `size-${size}`;
export const alignClass = (align: TextAlignment) => `align-${align}`;

const alternation = (values: readonly string[]) => values.map((v) => v.replace(/[^a-z0-9-]/g, '')).join('|');

/** Classes allowed on <span>. */
export const SPAN_CLASS_PATTERNS: readonly RegExp[] = [
  new RegExp(`^font-(?:${alternation(EDITOR_FONTS)})$`),
  new RegExp(`^size-(?:${alternation(EDITOR_SIZES)})$`),
];
/** Classes allowed on paragraphs and headings. */
export const BLOCK_CLASS_PATTERNS: readonly RegExp[] = [
  new RegExp(`^align-(?:${TEXT_ALIGNMENTS.join('|')})$`),
];
/** Classes allowed on <pre> and <code>. */
export const CODE_CLASS_PATTERNS: readonly RegExp[] = [/^language-[a-z0-9+#-]{1,30}$/];
