import { COMPANY } from '../../../content/company';
import { OG_IMAGE_ALT, OG_IMAGE_SIZE } from '../../../content/page-meta';
import type { PageMeta } from '../../../content/types';
import { absoluteUrl, type JsonLd } from './structured-data';

/** Path of the Agentic Resource Discovery catalog, linked from every page. */
export const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script>: `<` is escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The full document title: "Page | Moondive", or "Moondive | tagline" on home. */
export function documentTitle(path: string, meta: Pick<PageMeta, 'title'>): string {
  return path === '/' ? `${COMPANY.name} | ${meta.title}` : `${meta.title} | ${COMPANY.name}`;
}

export interface HeadInput {
  readonly path: string;
  readonly meta: PageMeta;
  readonly siteUrl: string;
  readonly jsonLd: readonly JsonLd[];
  /** Canonical path when it differs from `path` (404 pages have none). */
  readonly canonical?: string | null;
}

/** The <head> tags of one prerendered page. */
export function headTags({ path, meta, siteUrl, jsonLd, canonical = path }: HeadInput): string {
  const title = documentTitle(path, meta);
  const url = absoluteUrl(siteUrl, canonical ?? path);
  const image = absoluteUrl(siteUrl, meta.ogImage);
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ')}>`;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    meta.noindex ? tag('meta', { name: 'robots', content: 'noindex' }) : '',
    canonical === null ? '' : tag('link', { rel: 'canonical', href: url }),
    tag('meta', { property: 'og:type', content: meta.ogType }),
    tag('meta', { property: 'og:site_name', content: COMPANY.name }),
    tag('meta', { property: 'og:title', content: meta.ogTitle }),
    tag('meta', { property: 'og:description', content: meta.ogDescription }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) }),
    tag('meta', { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) }),
    tag('meta', { property: 'og:image:alt', content: OG_IMAGE_ALT }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.ogTitle }),
    tag('meta', { name: 'twitter:description', content: meta.ogDescription }),
    tag('meta', { name: 'twitter:image', content: image }),
    tag('link', { rel: 'ai-catalog', href: AI_CATALOG_PATH, type: 'application/json' }),
    ...jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}
