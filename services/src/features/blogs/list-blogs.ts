import { BLOG_PAGE_SIZE, blogListQuerySchema } from '@app/shared/schemas/blog-publish';
import { listLiveBlogs, toPublicBlog } from '../../data/blog';
import { ensureBlogPages } from '../../lib/content/blog-site';
import { defineHandler } from '../../lib/handler';

/** GET /blogs/get-all-blogs?cursor=&limit=&industry= — live posts, newest first, without content. */
export const listBlogs = defineHandler({
  query: blogListQuerySchema,
  run: async ({ query }) => {
    const page = await listLiveBlogs({
      limit: query.limit ?? BLOG_PAGE_SIZE.default,
      cursor: query.cursor,
      industry: query.industry,
    });
    await ensureBlogPages(page.items);
    return { data: { items: page.items.map(toPublicBlog), nextCursor: page.nextCursor } };
  },
});
