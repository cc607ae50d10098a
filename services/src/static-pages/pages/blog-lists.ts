/**
 * The blog lists, rendered whole from the live posts whenever posts change
 * (one bounded read: allLiveBlogs): /blogs with its numbered pages
 * (/blogs/page/2, ...), /blogs/get-all-blogs (the same list; canonical
 * /blogs), a list per tag (/blogs/tag/<slug>) and per industry
 * (/blogs/industry/<slug>), each paged alike; plus sitemap-blogs.xml (posts
 * and lists) and the RSS feed. Unchanged pages are not written again; list
 * pages that no longer exist are removed (site/publish.ts).
 */
import {
  ALL_BLOGS_PATH,
  BLOG_LIST_MAX_PAGES,
  BLOG_LIST_PAGE_SIZE,
  BLOG_LIST_TEXTS,
  BLOGS_PATH,
  industryListPath,
  listPagePath,
  RSS_ITEMS,
  tagListPath,
} from '@app/shared/blog-lists';
import * as clock from '@app/shared/clock';
import { COMPANY } from '@app/shared/company';
import type { HeadInput } from '@app/shared/html/head';
import { h } from '@app/shared/html/html';
import { blogListPage, blogPath } from '@app/shared/html/views/blog';
import type { ImageInfos } from '@app/shared/html/views/media-image';
import type { BlogSummary } from '@app/shared/schemas/blog-publish';
import { allLiveBlogs, toPublicBlog } from '../../data/blog';
import { imageInfos } from '../../data/media-info';
import { absoluteUrl, publishFile, publishSitemap } from '../../lib/site-pages';
import { siteUrl } from '../../lib/site-url';
import { defaultOgImage } from '../default-image';
import { publishPages } from '../publish';
import { type LoadedTemplate, loadTemplate, renderPage } from '../render';
import { rssXml } from './blog-feed';
import { breadcrumbLd } from './structured-data';

/** Sitemaps hold at most 50,000 URLs; we stop well before. */
export const SITEMAP_MAX = 5000;
/** Where list pages live under the site bucket (managed: stale ones are removed). */
const LIST_PREFIXES = ['blogs/page', 'blogs/tag', 'blogs/industry'];

interface ListSpec {
  readonly base: string;
  readonly title: string;
  readonly heading: string;
  readonly lead: string;
  readonly description: string;
  /** Breadcrumb after Home > Blogs (none for /blogs itself). */
  readonly crumb?: string;
}

async function listHead(
  spec: ListSpec,
  page: number,
  pages: number,
  canonicalPath: string,
): Promise<HeadInput> {
  const site = await siteUrl();
  const suffix = page > 1 ? ` – Page ${page}` : '';
  return {
    title: `${spec.title}${suffix} | ${COMPANY.name}`,
    description: page > 1 ? `${spec.description} Page ${page} of ${pages}.` : spec.description,
    canonical: absoluteUrl(canonicalPath, site),
    prev: page > 1 ? absoluteUrl(listPagePath(spec.base, page - 1), site) : undefined,
    next: page < pages ? absoluteUrl(listPagePath(spec.base, page + 1), site) : undefined,
    ogType: 'website',
    image: defaultOgImage(site),
    jsonLd: [
      breadcrumbLd(site, [
        ['Blogs', BLOGS_PATH],
        ...(spec.crumb ? [[spec.crumb, spec.base] as const] : []),
        ...(page > 1 ? [[`Page ${page}`, listPagePath(spec.base, page)] as const] : []),
      ]),
    ],
  };
}

async function addList(
  out: Map<string, string>,
  loaded: LoadedTemplate,
  images: ImageInfos,
  spec: ListSpec,
  posts: readonly BlogSummary[],
) {
  const pages = Math.min(BLOG_LIST_MAX_PAGES, Math.max(1, Math.ceil(posts.length / BLOG_LIST_PAGE_SIZE)));
  for (let page = 1; page <= pages; page++) {
    const items = posts.slice((page - 1) * BLOG_LIST_PAGE_SIZE, page * BLOG_LIST_PAGE_SIZE);
    const path = listPagePath(spec.base, page);
    const fills = {
      heading: spec.heading,
      // A filtered list (tag, industry) leads back to every article.
      lead: spec.crumb ? [spec.lead, ' ', h('a', { href: BLOGS_PATH }, 'See all articles')] : spec.lead,
      'list-title':
        page > 1 ? `${BLOG_LIST_TEXTS.listTitle}, page ${page} of ${pages}` : BLOG_LIST_TEXTS.listTitle,
      'blog-list': blogListPage(loaded.cls, items, spec.base, page, pages, images),
    };
    out.set(path, renderPage(loaded, fills, await listHead(spec, page, pages, path)));
  }
}

/** Posts grouped by the list they appear in: tag slug (first spelling seen wins) and industry. */
function groupBy(
  posts: readonly BlogSummary[],
  keys: (b: BlogSummary) => Array<[path: string, name: string]>,
) {
  const groups = new Map<string, { name: string; posts: BlogSummary[] }>();
  for (const post of posts) {
    for (const [path, name] of keys(post)) {
      const group = groups.get(path) ?? { name, posts: [] };
      if (!group.posts.includes(post)) group.posts.push(post);
      groups.set(path, group);
    }
  }
  return groups;
}

export async function renderBlogLists(now = clock.now()): Promise<number> {
  const live = (await allLiveBlogs(SITEMAP_MAX, now)).map((b) => toPublicBlog(b) as BlogSummary);
  const loaded = await loadTemplate('blogs');
  // Every card's image facts once, for all the lists (each post shows in a few).
  const images = await imageInfos(live.map((b) => b.featuredImage || b.heroImage));
  const T = BLOG_LIST_TEXTS;
  const pages = new Map<string, string>();
  await addList(
    pages,
    loaded,
    images,
    { base: BLOGS_PATH, title: T.title, heading: T.heading, lead: T.lead, description: T.description },
    live,
  );
  const all = {
    base: BLOGS_PATH,
    title: T.allHeading,
    heading: T.allHeading,
    lead: T.allLead,
    description: T.allDescription,
  };
  const first = live.slice(0, BLOG_LIST_PAGE_SIZE);
  const allPages = Math.max(1, Math.ceil(live.length / BLOG_LIST_PAGE_SIZE));
  pages.set(
    ALL_BLOGS_PATH,
    renderPage(
      loaded,
      {
        heading: all.heading,
        lead: all.lead,
        'blog-list': blogListPage(loaded.cls, first, BLOGS_PATH, 1, allPages, images),
      },
      await listHead(all, 1, allPages, BLOGS_PATH),
    ),
  );
  const tags = groupBy(live, (b) =>
    b.tags.flatMap((t) => (tagListPath(t) ? [[tagListPath(t) as string, t] as [string, string]] : [])),
  );
  for (const [base, { name, posts }] of tags)
    await addList(
      pages,
      loaded,
      images,
      {
        base,
        title: T.tagHeading(name),
        heading: T.tagHeading(name),
        lead: T.tagLead(name),
        description: T.tagLead(name),
        crumb: `Tag: ${name}`,
      },
      posts,
    );
  const industries = groupBy(live, (b) => [[industryListPath(b.industry), b.industry]]);
  for (const [base, { name, posts }] of industries)
    await addList(
      pages,
      loaded,
      images,
      {
        base,
        title: T.industryHeading(name),
        heading: T.industryHeading(name),
        lead: T.industryLead(name),
        description: T.industryLead(name),
        crumb: name,
      },
      posts,
    );

  const { written } = await publishPages(pages, LIST_PREFIXES);
  await publishSitemap('blogs', [
    ...live.map((b) => ({ path: blogPath(b.slug), lastModified: b.updatedAt })),
    ...[...pages.keys()]
      .filter((p) => p !== ALL_BLOGS_PATH)
      .map((path) => ({ path, lastModified: live[0]?.updatedAt })),
  ]);
  await publishFile(
    'blogs/rss.xml',
    rssXml(live.slice(0, RSS_ITEMS), await siteUrl(), now),
    'application/rss+xml; charset=utf-8',
  );
  return written;
}
