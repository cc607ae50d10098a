/**
 * Shapes shared by the typed content modules. Content is data: pages render
 * it, the prerenderer turns it into meta tags and JSON-LD, and tests check it
 * for completeness. Image paths point into web/public/images.
 */
export interface LinkItem {
  readonly label: string;
  readonly to: string;
}

/** Per-route meta data: title, description and Open Graph card. */
export interface PageMeta {
  /** Unique document title without the site suffix. */
  readonly title: string;
  /** Meta description, 70 to 170 characters. */
  readonly description: string;
  readonly ogTitle: string;
  readonly ogDescription: string;
  /** Path of the Open Graph image. */
  readonly ogImage: string;
  readonly ogType: 'website' | 'article';
  /** Label of the page in the breadcrumb trail (home is implicit). */
  readonly breadcrumb: string;
  /** The page's canonical path when it duplicates another page (kept out of the sitemap). */
  readonly canonical?: string;
  /** Kept out of search results and the sitemap (e.g. /error). */
  readonly noindex?: boolean;
}

export type {
  Faq,
  ImageAsset,
  ProcessStepContent,
  ServiceContent,
  TitledText,
} from '@app/shared/pages/types';
