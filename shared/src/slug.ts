/**
 * URL slugs (SPEC §5).
 *
 * slugify follows the spec's steps in order: lowercase, trim, remove
 * characters other than letters, digits, spaces and hyphens, turn whitespace
 * runs into single hyphens, collapse repeated hyphens.
 *
 * Decisions:
 * - "Letters" means a-z after folding accents (NFKD, combining marks dropped),
 *   so "Café Déjà" becomes "cafe-deja". Letters with no ASCII form (e.g. CJK)
 *   and underscores are removed, because a valid slug only holds [a-z0-9-].
 * - Leading and trailing hyphens are trimmed, so every non-empty result of
 *   slugify passes isValidSlug. Text with no letters or digits yields ''.
 * - slugify does not shorten; the blog schema caps slugs at FIELD_LIMITS.slug.
 */
import { MESSAGES } from './messages';
import { trimChar } from './strings';

/** Lowercase alphanumeric groups separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const INVALID_SLUG_MESSAGE = MESSAGES.invalidSlug;

export function slugify(text: string): string {
  const slug = String(text ?? '')
    .toLowerCase()
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
  return trimChar(slug, '-');
}

export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && SLUG_PATTERN.test(slug);
}
