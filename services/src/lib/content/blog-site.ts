/**
 * Keeps the public blog pages in step with the posts (services/src/static-pages):
 * the post's own page, the pages whose related articles it appears in, and
 * the lists, sitemap and feed. Called after every publish, update and delete,
 * on public reads for posts whose page is missing or stale, and by the
 * site-maintenance sweep, so a scheduled post's page appears soon after its
 * publish time without waiting for a visitor.
 */

import * as clock from '@app/shared/clock';
import { blogPath } from '@app/shared/html/views/blog';
import { isLive } from '@app/shared/schemas/blog-publish';
import { allLiveBlogs, type StoredBlog } from '../../data/blog';
import { afterChange, PAGE_GROUPS, renderGroup } from '../../static-pages/page-groups';
import { SITEMAP_MAX } from '../../static-pages/pages/blog-lists';
import { renderBlogPost, renderRelatedNeighbours } from '../../static-pages/pages/blog-posts';
import { logger } from '../logger';
import { unpublishPage } from '../site-pages';

/**
 * After a save or delete: the post's page exists exactly while it is live,
 * an old slug's page is gone, the pages whose related articles show it (or
 * showed its previous version) are rendered again, and the lists include it. Best effort: the post is
 * stored, so a failure is logged and the sweep finishes the pages.
 */
export async function syncBlogSite(
  blog: StoredBlog | null,
  removedSlugs: readonly string[] = [],
  now = clock.now(),
  previous: StoredBlog | null = null,
): Promise<void> {
  try {
    for (const slug of removedSlugs) await unpublishPage(blogPath(slug));
    if (blog) await renderBlogPost(blog._id, now);
    const id = blog?._id ?? previous?._id;
    if (id) await renderRelatedNeighbours(id, previous, now);
  } catch (error) {
    logger.error('blog pages not written; the site sweep will retry', { error });
  }
  await afterChange('blogs', now);
}

/**
 * Writes the pages of live posts whose page does not show their current
 * version yet (a scheduled post that just went live, or a failed write), and
 * then the lists. Best effort: a failure is logged and retried by the next read.
 */
export async function ensureBlogPages(blogs: readonly StoredBlog[], now = clock.now()): Promise<void> {
  try {
    await writeStalePages(blogs, now);
  } catch (error) {
    logger.warn('Could not write blog pages on read', { error });
  }
}

async function writeStalePages(
  blogs: readonly StoredBlog[],
  now: Date,
  only?: ReadonlySet<string>,
): Promise<number> {
  const stale = blogs.filter((b) => isLive(b, now) && b.pageWrittenFor !== b.updatedAt);
  if (stale.length === 0) return 0;
  for (const summary of stale) {
    await renderBlogPost(summary._id, now);
    await renderRelatedNeighbours(summary._id, null, now, only);
  }
  await afterChange('blogs', now);
  return stale.length;
}

/**
 * The scheduled sweep: pages of posts that went live since (a scheduled post
 * whose time came); `only` (a test's sweep scope) limits it to those post ids.
 */
export async function publishDueBlogPages(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  const live = await allLiveBlogs(SITEMAP_MAX, now);
  return writeStalePages(only ? live.filter((b) => only.has(b._id)) : live, now, only);
}

/** Rewrites every live post's page and the lists (a deploy brought new templates). */
export async function refreshBlogPages(now = clock.now()): Promise<number> {
  const live = await allLiveBlogs(SITEMAP_MAX, now);
  for (const summary of live) await renderBlogPost(summary._id, now);
  const group = PAGE_GROUPS.find((g) => g.name === 'blog-lists');
  if (group) await renderGroup(group, now);
  return live.length;
}
