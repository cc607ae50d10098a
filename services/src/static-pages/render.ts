/**
 * The one renderer of the pages the API publishes: a page is its compiled
 * template (built by the web build from the React page, deployed to the site
 * bucket under _templates/) with its slots filled from stored data by the
 * views, and serialized. No HTML is searched, patched or built from strings
 * with data in it (issue 14, finding 1).
 */
import { type HeadInput, headNodes } from '@app/shared/html/head';
import { type SiteClasses, siteClasses } from '@app/shared/html/site-classes';
import { type CompiledTemplate, renderTemplate, type SlotFills } from '@app/shared/html/template';
import type { LegalPageId } from '@app/shared/pages/legal-page';
import type { PlainTemplate } from '@app/shared/pages/page-ids';
import { headWithSeo, type PageSeo } from '@app/shared/pages/page-seo';
import type { PageDocument } from '../data/page-doc';
import { readSiteObject, TEMPLATES_PREFIX } from '../lib/site-pages';
import { siteParts } from './site-fills';

export const TEMPLATE_NAMES = [
  'home',
  'about-us',
  'industries',
  'life-at-moondive',
  'blogs',
  'blog-post',
  'case-study',
  'case-study-post',
  'careers',
  'job',
  'our-work',
] as const;
/**
 * Fixed templates, the plain pages' (rendered again when what every page shows changes: the
 * footer), plus one per page document (its id, e.g. `service-mvp-development`).
 */
export type TemplateName =
  | (typeof TEMPLATE_NAMES)[number]
  | PlainTemplate
  | LegalPageId
  | `service-${string}`;

export interface LoadedTemplate {
  readonly template: CompiledTemplate;
  readonly cls: SiteClasses;
  /** What every page shows from stored content (the footer: office cards, tagline, social links), filled on every render. */
  readonly site: SlotFills;
  /** The built head restated from that content (home's Organization JSON-LD), used when a renderer gives none. */
  readonly siteHead?: HeadInput;
}

/**
 * Reads a template from the site bucket; every render reads it, so a deploy's new one applies at once.
 * A share preview of a footer or office draft passes that draft: what every page shows is filled from it.
 */
export async function loadTemplate(name: TemplateName, draft?: PageDocument): Promise<LoadedTemplate> {
  const text = await readSiteObject(`${TEMPLATES_PREFIX}${name}.json`);
  if (!text) throw new Error(`The site bucket has no template ${name}; deploy the web build first`);
  const template = JSON.parse(text) as CompiledTemplate;
  const { fills, head } = await siteParts(template, draft);
  return { template, cls: siteClasses(template.classes), site: fills, siteHead: head };
}

/** A share preview's head: the page's head (as `renderPage` would use it) with noindex. */
export function noindexHead(loaded: LoadedTemplate, head?: HeadInput): HeadInput | undefined {
  const base = head ?? loaded.siteHead ?? loaded.template.headInput;
  return base ? { ...base, noindex: true } : undefined;
}

/**
 * A page from a loaded template: `head` replaces the built head tags when given. A page rendered
 * from its document passes it: the document's search snippet (seo) goes into the head here, the
 * one head path of every such page, its share preview included.
 */
export function renderPage(
  loaded: LoadedTemplate,
  fills: SlotFills,
  head?: HeadInput,
  doc?: PageDocument,
): string {
  const all = { ...loaded.site, ...fills };
  const base = head ?? loaded.siteHead;
  const pageHead = doc ? documentHead(loaded, doc, base) : base;
  return renderTemplate(loaded.template, pageHead ? { ...all, head: headNodes(pageHead) } : all);
}

/** `base` (or the built head) with the document's snippet, when it has one. */
function documentHead(loaded: LoadedTemplate, doc: PageDocument, base?: HeadInput): HeadInput | undefined {
  const seo = (doc.content as { seo?: PageSeo }).seo;
  const built = base ?? loaded.template.headInput;
  return seo && built ? headWithSeo(built, doc.path, seo) : base;
}
