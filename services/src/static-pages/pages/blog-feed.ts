/**
 * The blog feed: RSS 2.0 with the 20 newest live posts (the pages themselves
 * are rendered beside it). Every value goes through escapeXml, which drops
 * what XML 1.0 forbids: one control character in a title or an author's name
 * made the whole feed unparsable (issue 25, finding 4).
 */
import { RSS_ITEMS } from '@app/shared/blog-lists';
import * as clock from '@app/shared/clock';
import { COMPANY } from '@app/shared/company';
import { blogPath } from '@app/shared/html/views/blog';
import type { PublicBlog } from '@app/shared/schemas/blog-publish';
import { escapeXml as xml } from '@app/shared/unsafe-chars';
import { absoluteUrl } from '../../lib/site-pages';

type FeedItem = Pick<PublicBlog, 'slug' | 'title' | 'metaDescription' | 'industry' | 'publishAt' | 'author'>;

/** RSS 2.0 feed of the newest posts (input newest first). */
export function rssXml(blogs: readonly FeedItem[], siteUrl: string, now = clock.now()): string {
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
    `    <title>${COMPANY.name} Blog</title>`,
    `    <link>${xml(absoluteUrl('/blogs', siteUrl))}</link>`,
    `    <atom:link href="${xml(absoluteUrl('/blogs/rss.xml', siteUrl))}" rel="self" type="application/rss+xml"/>`,
    `    <description>Articles from ${COMPANY.name} on building software products.</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
