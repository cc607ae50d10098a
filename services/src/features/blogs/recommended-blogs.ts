import { recommendedBlogsQuerySchema } from '@app/shared/schemas/blog';
import { getBlog, latestLiveBlogs, type StoredBlog, toPublicBlog } from '../../data/blog';
import { defineHandler } from '../../lib/handler';
import { pickRelated, RELATED_CANDIDATES } from './related-posts';

export const RECOMMENDED_COUNT = 3;

/** Related live posts for `current` (see related-posts.ts): one bounded Query of the newest posts, scored. */
export async function relatedBlogs(
  current: Pick<StoredBlog, '_id' | 'industry' | 'tags'>,
  count = RECOMMENDED_COUNT,
  now = new Date(),
): Promise<StoredBlog[]> {
  return pickRelated(current, await latestLiveBlogs(RELATED_CANDIDATES, now), count);
}

/**
 * GET /blogs/recommended?currentBlogId=&industry= — the current post's
 * related articles: shared tags and industry scored, the latest posts as the
 * fallback. The current post is read by id for its tags (if it is gone, the
 * industry alone decides).
 */
export const recommendedBlogs = defineHandler({
  query: recommendedBlogsQuerySchema,
  run: async ({ query }) => {
    const current = await getBlog(query.currentBlogId);
    const tags = current?.status === 'published' ? current.tags : [];
    const related = await relatedBlogs({ _id: query.currentBlogId, industry: query.industry, tags });
    return { data: related.map(toPublicBlog) };
  },
});
