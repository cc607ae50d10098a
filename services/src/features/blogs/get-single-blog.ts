import { BLOG_MESSAGES, blogSlugQuerySchema, isLive } from '@app/shared/schemas/blog-publish';
import { getBlogBySlug, toPublicBlog } from '../../data/blog';
import { ensureBlogPages } from '../../lib/content/blog-site';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/** GET /blogs/get-single-blog?slug= — a live post; drafts and future posts are 404. */
export const getSingleBlog = defineHandler({
  query: blogSlugQuerySchema,
  run: async ({ query }) => {
    const blog = await getBlogBySlug(query.slug);
    if (!blog || !isLive(blog)) throw new NotFoundError(BLOG_MESSAGES.notFound);
    await ensureBlogPages([blog]);
    return { data: toPublicBlog(blog) };
  },
});
