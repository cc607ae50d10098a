import { type HeadInput as HeadNodesInput, headNodes } from '@app/shared/html/head';
import { serialize } from '@app/shared/html/html';
import { documentTitle as pageDocumentTitle } from '@app/shared/pages/page-seo';
import { OG_IMAGE_ALT, OG_IMAGE_SIZE } from '../../../content/page-meta';
import type { PageMeta } from '../../../content/types';
import { absoluteUrl, type JsonLd } from './structured-data';

/** The full document title: "Page | Moondive", or "Moondive | tagline" on home (one rule with the API's renderer). */
export function documentTitle(path: string, meta: Pick<PageMeta, 'title'>): string {
  return pageDocumentTitle(path, meta.title);
}

export interface HeadInput {
  readonly path: string;
  readonly meta: PageMeta;
  readonly siteUrl: string;
  readonly jsonLd: readonly JsonLd[];
  /** Canonical path when it differs from `path` (404 pages have none). */
  readonly canonical?: string | null;
}

/** The input of the shared head builder for one page (also stored with its compiled template). */
export function headInputFor({
  path,
  meta,
  siteUrl,
  jsonLd,
  canonical = meta.canonical ?? path,
}: HeadInput): HeadNodesInput {
  return {
    title: documentTitle(path, meta),
    description: meta.description,
    canonical: canonical === null ? null : absoluteUrl(siteUrl, canonical),
    noindex: meta.noindex,
    ogType: meta.ogType,
    ogTitle: meta.ogTitle,
    ogDescription: meta.ogDescription,
    image: { url: absoluteUrl(siteUrl, meta.ogImage), ...OG_IMAGE_SIZE, alt: OG_IMAGE_ALT },
    jsonLd,
  };
}

/** The page-owned <head> tags of one prerendered page (the shared builder, serialized). */
export function headTags(input: HeadInput): string {
  return headNodes(headInputFor(input))
    .map((node) => serialize(node))
    .join('\n    ');
}
