import { adminBlogListQuerySchema, BLOG_PAGE_SIZE } from '@app/shared/schemas/blog-publish';
import { idView } from '@app/shared/schemas/record-view';
import { listBlogsByStatus, toAdminBlog } from '../../data/blog';
import { defineHandler } from '../../lib/handler';

/** GET /blogs/admin/list?view=live|draft — every post for the editors, with status. */
export const adminListBlogs = defineHandler({
  query: adminBlogListQuerySchema,
  run: async ({ query }) => {
    const page = await listBlogsByStatus(query.view, {
      limit: query.limit ?? BLOG_PAGE_SIZE.default,
      cursor: query.cursor,
    });
    return { data: { items: page.items.map((b) => idView(toAdminBlog(b))), nextCursor: page.nextCursor } };
  },
});
