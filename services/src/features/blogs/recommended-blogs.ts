import { recommendedBlogsQuerySchema } from '@app/shared/schemas/blog';
import { getBlog, toPublicBlog } from '../../data/blog';
import { defineHandler } from '../../lib/handler';
import { relatedBlogs } from './related-blogs';

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
