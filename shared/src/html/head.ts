/**
 * The page-owned <head> tags of every public page, built-time (web
 * prerender) and run-time (pages the API publishes) alike: title,
 * description, robots, canonical, Open Graph (with og:site_name and the
 * image's size and alt text), Twitter card, pagination links and JSON-LD.
 */
import { COMPANY } from '../company';
import { type HtmlNode, h, jsonScript } from './html';

export interface HeadImage {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
  readonly alt: string;
}

export interface HeadInput {
  /** The full document title. */
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; null for pages that have none (404). */
  readonly canonical: string | null;
  readonly noindex?: boolean;
  readonly ogType: 'website' | 'article';
  readonly ogTitle?: string;
  readonly ogDescription?: string;
  readonly image: HeadImage;
  /** Absolute URLs of the previous and next page of a paged list. */
  readonly prev?: string;
  readonly next?: string;
  readonly jsonLd?: readonly object[];
}

export function headNodes(input: HeadInput): HtmlNode[] {
  const ogTitle = input.ogTitle ?? input.title;
  const ogDescription = input.ogDescription ?? input.description;
  const meta = (key: 'name' | 'property', name: string, content: string | number | undefined) =>
    content === undefined || content === '' ? null : h('meta', { [key]: name, content });
  const nodes: Array<HtmlNode | null> = [
    h('title', null, input.title),
    meta('name', 'description', input.description),
    input.noindex ? meta('name', 'robots', 'noindex') : null,
    input.canonical === null ? null : h('link', { rel: 'canonical', href: input.canonical }),
    input.prev ? h('link', { rel: 'prev', href: input.prev }) : null,
    input.next ? h('link', { rel: 'next', href: input.next }) : null,
    // Feed readers find the blog from any page; absolute like the canonical (same origin).
    input.canonical === null
      ? null
      : h('link', {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: `${COMPANY.name} Blog`,
          href: new URL('/blogs/rss.xml', input.canonical).href,
        }),
    meta('property', 'og:type', input.ogType),
    meta('property', 'og:site_name', COMPANY.name),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDescription),
    input.canonical === null ? null : meta('property', 'og:url', input.canonical),
    meta('property', 'og:image', input.image.url),
    meta('property', 'og:image:width', input.image.width),
    meta('property', 'og:image:height', input.image.height),
    meta('property', 'og:image:alt', input.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', ogTitle),
    meta('name', 'twitter:description', ogDescription),
    meta('name', 'twitter:image', input.image.url),
    meta('name', 'twitter:image:alt', input.image.alt),
    ...(input.jsonLd ?? []).map((data) => jsonScript('application/ld+json', data)),
  ];
  return nodes.filter((n): n is HtmlNode => n !== null);
}
