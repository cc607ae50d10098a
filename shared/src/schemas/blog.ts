/**
 * Blog editor form and stored blog (SPEC §2, §3, §5, §9).
 *
 * Decisions:
 * - Spec messages are used verbatim: 'Title cannot be empty.', 'Add at least
 *   one tag.', 'You cannot add more than 10 tags.', the invalid-slug message,
 *   'Hero image must be uploaded first.', 'Open graph image must be uploaded first.'.
 * - Content counts as empty when it has no text and no image/video/iframe
 *   after stripping markup, so an editor's '<p><br></p>' is rejected.
 * - Required: title, content, industry, tags, slug, heroImage, heroImageAlt
 *   and ogImage (the images hold storage keys or URLs set after upload).
 *   Optional: metaTitle, metaDescription, featuredImage, ogTitle, cta; when
 *   cta is present all four of its fields are required.
 * - Tags are trimmed, 1 to 50 characters, unique ignoring case.
 * - The publish call is multipart, so tags and cta also accept a JSON string
 *   (tags also a comma-separated string).
 * - The 60-character title limit is an SEO hint (titleLengthHint), not an error.
 * - Reading time assumes 200 words per minute, rounded up, at least 1 minute.
 */

import { RESERVED_BLOG_SLUGS, RESERVED_SLUG_MESSAGE } from '../blog-lists';
import { FIELD_LIMITS, INDUSTRIES, MAX_TAGS, TITLE_RECOMMENDED_LENGTH } from '../constants';
import { MESSAGES, maxLengthMessage } from '../messages';
import { plainTextExcerpt, sanitizeText } from '../sanitize-text';
import { isValidSlug } from '../slug';
import { enumField, linkField, optionalText, recordId, requiredText } from './common';
import * as z from './zod-mini';

function hasContent(html: string): boolean {
  return sanitizeText(html) !== '' || /<(img|video|iframe)\b/i.test(html);
}

function parseJsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function toTagList(value: unknown): unknown {
  const parsed = parseJsonField(value);
  if (typeof parsed !== 'string') return parsed;
  return parsed.trim() === '' ? [] : parsed.split(',');
}

export const blogTagsSchema = z.preprocess(
  toTagList,
  z.array(requiredText('Tag', FIELD_LIMITS.tag), { error: MESSAGES.tagsMin }).check(
    z.minLength(1, { error: MESSAGES.tagsMin }),
    z.maxLength(MAX_TAGS, { error: MESSAGES.tagsMax }),
    z.refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, {
      error: MESSAGES.tagsUnique,
    }),
  ),
);

export const blogSlugSchema = z.string({ error: MESSAGES.invalidSlug }).check(
  z.trim(),
  z.maxLength(FIELD_LIMITS.slug, { error: maxLengthMessage('Slug', FIELD_LIMITS.slug), abort: true }),
  z.refine(isValidSlug, { error: MESSAGES.invalidSlug }),
  z.refine((slug) => !RESERVED_BLOG_SLUGS.includes(slug), { error: RESERVED_SLUG_MESSAGE }),
);

export const blogCtaSchema = z.object({
  title: requiredText('Call-to-action title', FIELD_LIMITS.ctaTitle),
  description: requiredText('Call-to-action description', FIELD_LIMITS.ctaDescription),
  buttonText: requiredText('Button text', FIELD_LIMITS.ctaButtonText),
  buttonLink: linkField('Button link'),
});
export type BlogCta = z.infer<typeof blogCtaSchema>;

export const blogFormSchema = z.object({
  title: requiredText('Title', FIELD_LIMITS.blogTitle, MESSAGES.titleEmpty),
  content: z.string({ error: MESSAGES.contentEmpty }).check(
    z.maxLength(FIELD_LIMITS.blogContent, {
      error: `Content must be at most ${FIELD_LIMITS.blogContent} characters.`,
      // Too long: stop here, before hasContent scans it (bound before any regex runs).
      abort: true,
    }),
    z.refine(hasContent, { error: MESSAGES.contentEmpty }),
  ),
  industry: enumField(INDUSTRIES, MESSAGES.industryRequired),
  tags: blogTagsSchema,
  slug: blogSlugSchema,
  metaTitle: optionalText('Meta title', FIELD_LIMITS.metaTitle),
  metaDescription: optionalText('Meta description', FIELD_LIMITS.metaDescription),
  heroImage: requiredText('Hero image', FIELD_LIMITS.imageKey, MESSAGES.heroImageRequired),
  heroImageAlt: requiredText('Hero image alt text', FIELD_LIMITS.altText),
  featuredImage: optionalText('Featured image', FIELD_LIMITS.imageKey),
  ogImage: requiredText('Open graph image', FIELD_LIMITS.imageKey, MESSAGES.ogImageRequired),
  ogTitle: optionalText('Open graph title', FIELD_LIMITS.ogTitle),
  cta: z.preprocess(parseJsonField, z.optional(blogCtaSchema)),
});
export type BlogForm = z.infer<typeof blogFormSchema>;
export type BlogFormInput = z.input<typeof blogFormSchema>;

/** A stored blog: the form plus id, author and computed counts. */
export const blogSchema = z.extend(blogFormSchema, {
  _id: recordId,
  author: z.optional(z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.personName))),
  wordCount: z.number().check(z.int(), z.gte(0)),
  readingTime: z.number().check(z.int(), z.gte(1)),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
});
export type Blog = z.infer<typeof blogSchema>;

/** GET /blogs/recommended: by current blog id and industry. */
export const recommendedBlogsQuerySchema = z.object({
  currentBlogId: recordId,
  industry: enumField(INDUSTRIES, MESSAGES.industryRequired),
});
export type RecommendedBlogsQuery = z.infer<typeof recommendedBlogsQuerySchema>;

export const WORDS_PER_MINUTE = 200;

/** "ananya.rao@example.com" -> "Ananya Rao": the byline when the member has no name claim. */
export function authorName(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local.split(/[._-]+/).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Moondive';
}

export function countWords(html: string): number {
  const text = sanitizeText(html);
  return text === '' ? 0 : text.split(' ').length;
}

export function readingTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(Math.max(0, wordCount) / WORDS_PER_MINUTE));
}

/** The SEO hint for titles over 60 characters, or null. */
export function titleLengthHint(title: string): string | null {
  return title.trim().length > TITLE_RECOMMENDED_LENGTH ? MESSAGES.titleTooLongHint : null;
}

/**
 * Fills the meta fields the editor left empty: metaTitle from the title,
 * metaDescription from the first 170 characters of the content, ogTitle from
 * the meta title.
 */
export function withMetaDefaults(blog: BlogForm): BlogForm {
  const metaTitle = blog.metaTitle || blog.title;
  return {
    ...blog,
    metaTitle,
    metaDescription: blog.metaDescription || plainTextExcerpt(blog.content),
    ogTitle: blog.ogTitle || metaTitle,
  };
}
