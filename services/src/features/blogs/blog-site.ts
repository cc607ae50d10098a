/**
 * Keeps the share-ready files in the site bucket in step with the posts:
 * `/blogs/<slug>` (its own head tags, JSON-LD and readable body),
 * `sitemap-blogs.xml` and `/blogs/rss.xml`. Called after every publish,
 * update and delete, and on public reads for posts whose page is missing or
 * stale, and by the site-maintenance sweep (services/src/tasks), so a
 * scheduled post's page appears soon after its publish time without waiting
 * for a visitor.
 */
import { isLive } from '@app/shared/schemas/blog-publish';
import { allLiveBlogs, getBlog, markPageWritten, type StoredBlog, toPublicBlog } from '../../data/blog';
import { logger } from '../../lib/logger';
import { publishFile, publishPage, publishSitemap, unpublishPage } from '../../lib/site-pages';
import { siteUrl } from '../../lib/site-url';
import { blogPageMeta, blogPath, RSS_ITEMS, rssXml } from './blog-page';
import { relatedBlogs } from './recommended-blogs';

/** Sitemaps hold at most 50,000 URLs; we stop well before. */
const SITEMAP_MAX = 5000;

async function writePage(blog: StoredBlog, now: Date): Promise<void> {
  const related = await relatedBlogs(blog, 3, now);
  await publishPage(blogPageMeta(toPublicBlog(blog), related, await siteUrl()));
  await markPageWritten(blog._id, blog.updatedAt);
}

/** Rewrites sitemap-blogs.xml and the RSS feed from the live posts. */
export async function publishBlogIndexes(now = new Date()): Promise<void> {
  const live = await allLiveBlogs(SITEMAP_MAX, now);
  await publishSitemap(
    'blogs',
    live.map((b) => ({ path: blogPath(b.slug), lastModified: b.updatedAt })),
  );
  await publishFile(
    'blogs/rss.xml',
    rssXml(live.slice(0, RSS_ITEMS).map(toPublicBlog), await siteUrl(), now),
    'application/rss+xml; charset=utf-8',
  );
}

/**
 * After a save or delete: the post's page exists exactly while it is live,
 * an old slug's page is gone, and the indexes list what is live.
 */
export async function syncBlogSite(
  blog: StoredBlog | null,
  removedSlugs: readonly string[] = [],
  now = new Date(),
): Promise<void> {
  for (const slug of removedSlugs) await unpublishPage(blogPath(slug));
  if (blog) {
    if (isLive(blog, now)) await writePage(blog, now);
    else await unpublishPage(blogPath(blog.slug));
  }
  await publishBlogIndexes(now);
}

/**
 * Writes the pages of live posts whose page does not show their current
 * version yet (a scheduled post that just went live, or a failed write).
 * Best effort: a failure is logged and retried by the next read.
 */
export async function ensureBlogPages(blogs: readonly StoredBlog[], now = new Date()): Promise<void> {
  try {
    await writeStalePages(blogs, now);
  } catch (error) {
    logger.warn('Could not write blog pages on read', { error });
  }
}

async function writeStalePages(blogs: readonly StoredBlog[], now: Date): Promise<number> {
  const stale = blogs.filter((b) => isLive(b, now) && b.pageWrittenFor !== b.updatedAt);
  if (stale.length === 0) return 0;
  for (const summary of stale) {
    const full = await getBlog(summary._id);
    if (full && isLive(full, now)) await writePage(full, now);
  }
  await publishBlogIndexes(now);
  return stale.length;
}

/**
 * The scheduled sweep: writes the pages of posts that went live since (a
 * scheduled post whose time came) and the indexes, without waiting for a
 * visitor. Returns how many pages it wrote.
 */
export async function publishDueBlogPages(now = new Date()): Promise<number> {
  return writeStalePages(await allLiveBlogs(SITEMAP_MAX, now), now);
}

/** Rewrites every live post's page (after a new SPA shell was deployed) and the indexes. */
export async function refreshBlogPages(now = new Date()): Promise<number> {
  const live = await allLiveBlogs(SITEMAP_MAX, now);
  for (const summary of live) {
    const full = await getBlog(summary._id);
    if (full) await writePage(full, now);
  }
  await publishBlogIndexes(now);
  return live.length;
}
