/**
 * What crawlers get for a blog post and the blog feed, rendered from the
 * stored post (pure functions; blog-site.ts writes them to the site bucket).
 *
 * Decisions:
 * - Document title "<meta title or title> | Moondive", as the prerendered
 *   pages; og:title is the editor's open graph title, else the meta title,
 *   else the title; og:image the editor's open graph image.
 * - The body is the post as readable HTML (already sanitised content, every
 *   plain field escaped) with links to up to three related posts.
 * - The feed is RSS 2.0 with the 20 newest live posts.
 */
import { formatUsShortDate } from '@app/shared/dates';
import type { PublicBlog } from '@app/shared/schemas/blog-publish';
import { absoluteUrl, type PageMeta } from '../../lib/site-pages';

export const SITE_NAME = 'Moondive';
export const RSS_ITEMS = 20;

export const blogPath = (slug: string) => `/blogs/${slug}`;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

type RelatedLink = Pick<PublicBlog, 'slug' | 'title'>;

function bodyHtml(blog: PublicBlog, related: readonly RelatedLink[]): string {
  const e = escapeHtml;
  const meta = [
    e(blog.industry),
    `<time datetime="${e(blog.publishAt)}">${e(formatUsShortDate(blog.publishAt))}</time>`,
    `${blog.readingTime} min read`,
    ...(blog.author ? [`By ${e(blog.author)}`] : []),
  ].join(' · ');
  const cta = blog.cta
    ? `<aside><h2>${e(blog.cta.title)}</h2><p>${e(blog.cta.description)}</p><p><a href="${e(blog.cta.buttonLink)}">${e(blog.cta.buttonText)}</a></p></aside>`
    : '';
  const relatedHtml =
    related.length > 0
      ? `<nav aria-label="Related articles"><h2>Related Articles</h2><ul>${related
          .map((r) => `<li><a href="${e(blogPath(r.slug))}">${e(r.title)}</a></li>`)
          .join('')}</ul></nav>`
      : '';
  return [
    '<main><article>',
    `<p>${meta}</p>`,
    `<h1>${e(blog.title)}</h1>`,
    `<ul aria-label="Tags">${blog.tags.map((t) => `<li>${e(t)}</li>`).join('')}</ul>`,
    `<img src="${e(blog.heroImage)}" alt="${e(blog.heroImageAlt)}" width="760" height="428">`,
    `<div>${blog.content}</div>`,
    cta,
    '</article>',
    relatedHtml,
    '<p><a href="/blogs">All articles</a></p></main>',
  ].join('');
}

export function blogPageMeta(blog: PublicBlog, related: readonly RelatedLink[], siteUrl: string): PageMeta {
  const path = blogPath(blog.slug);
  const metaTitle = blog.metaTitle || blog.title;
  const description = blog.metaDescription ?? '';
  const url = absoluteUrl(path, siteUrl);
  const organization = { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/', siteUrl) };
  return {
    path,
    title: `${metaTitle} | ${SITE_NAME}`,
    description,
    ogTitle: blog.ogTitle || metaTitle,
    ogImage: blog.ogImage,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: blog.title,
        description,
        image: [absoluteUrl(blog.ogImage, siteUrl), absoluteUrl(blog.heroImage, siteUrl)],
        datePublished: blog.publishAt,
        dateModified: blog.updatedAt ?? blog.publishAt,
        author: blog.author ? { '@type': 'Person', name: blog.author } : organization,
        publisher: organization,
        keywords: blog.tags.join(', '),
        articleSection: blog.industry,
        wordCount: blog.wordCount,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/', siteUrl) },
          { '@type': 'ListItem', position: 2, name: 'Blogs', item: absoluteUrl('/blogs', siteUrl) },
          { '@type': 'ListItem', position: 3, name: blog.title, item: url },
        ],
      },
    ],
    bodyHtml: bodyHtml(blog, related),
  };
}

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

type FeedItem = Pick<PublicBlog, 'slug' | 'title' | 'metaDescription' | 'industry' | 'publishAt' | 'author'>;

/** RSS 2.0 feed of the newest posts (input newest first). */
export function rssXml(blogs: readonly FeedItem[], siteUrl: string, now = new Date()): string {
  const items = blogs.slice(0, RSS_ITEMS).map((b) => {
    const link = xml(absoluteUrl(blogPath(b.slug), siteUrl));
    return [
      '    <item>',
      `      <title>${xml(b.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(b.publishAt).toUTCString()}</pubDate>`,
      `      <description>${xml(b.metaDescription ?? '')}</description>`,
      `      <category>${xml(b.industry)}</category>`,
      ...(b.author ? [`      <dc:creator>${xml(b.author)}</dc:creator>`] : []),
      '    </item>',
    ].join('\n');
  });
  const newest = blogs[0]?.publishAt ? new Date(blogs[0].publishAt) : now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${SITE_NAME} Blog</title>`,
    `    <link>${xml(absoluteUrl('/blogs', siteUrl))}</link>`,
    `    <atom:link href="${xml(absoluteUrl('/blogs/rss.xml', siteUrl))}" rel="self" type="application/rss+xml"/>`,
    `    <description>Articles from ${SITE_NAME} on building software products.</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
