/**
 * A page document's search snippet (issue 31: the head is content too): an
 * optional meta title and description, as posts have (same limits and
 * messages). Empty falls back to the page's built head. Kept free of zod so
 * the web's route meta can import the seed and the title rule.
 */
import { COMPANY } from '../company';
import type { HeadInput } from '../html/head';

export interface PageSeo {
  /** The page's title without the site name (the document title adds it). */
  readonly title?: string;
  readonly description?: string;
}

/** A page document kind with its own public page carries a search snippet. */
export type WithSeo<T> = T & { readonly seo?: PageSeo };

/** The full document title: "Page | Moondive", or "Moondive | tagline" on home. */
export function documentTitle(path: string, title: string): string {
  return path === '/' ? `${COMPANY.name} | ${title}` : `${title} | ${COMPANY.name}`;
}

/**
 * The head of a page rendered from its stored document: a meta title or
 * description that differs from the built head's replaces it, with its Open
 * Graph twin; an empty or unchanged one keeps the built head (so a page staff
 * never touched stays byte for byte as built, its own og:title included).
 */
export function headWithSeo(head: HeadInput, path: string, seo: PageSeo | undefined): HeadInput {
  const title = seo?.title ? documentTitle(path, seo.title) : undefined;
  const description = seo?.description || undefined;
  return {
    ...head,
    ...(title && title !== head.title ? { title, ogTitle: seo?.title } : {}),
    ...(description && description !== head.description ? { description, ogDescription: description } : {}),
  };
}
