/**
 * Shapes shared by the typed content modules. Content is data: pages render
 * it, the prerenderer turns it into meta tags and JSON-LD, and tests check it
 * for completeness. Image paths point into web/public/images.
 */
export interface ImageAsset {
  /** Path under the site root, e.g. /images/vision.svg. */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

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

export interface TitledText {
  readonly title: string;
  readonly description: string;
}

export interface ProcessStepContent {
  readonly heading: string;
  readonly description: string;
}

/** One service page (SPEC §2: capabilities, what is offered, a 6-step process, FAQs). */
export interface ServiceContent {
  readonly path: string;
  /** Also the page h1 and the card title on home. */
  readonly title: string;
  readonly headline: string;
  readonly intro: string;
  /** One sentence for the home page card and menus. */
  readonly summary: string;
  readonly image: ImageAsset;
  readonly capabilities: readonly TitledText[];
  readonly offerings: readonly TitledText[];
  readonly process: readonly [
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
    ProcessStepContent,
  ];
  readonly faqs: readonly Faq[];
}
