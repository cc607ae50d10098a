import { blogIdQuerySchema, blogUpdateSchema } from '@app/shared/schemas/blog-publish';
import { idView } from '@app/shared/schemas/record-view';
import { toAdminBlog } from '../../data/blog';
import { updateBlog as update } from '../../lib/content/blog-service';
import { defineHandler } from '../../lib/handler';
import { BLOG_BODY_BYTES } from './publish-blog';

/** PUT /blogs/update-blog?id= — replaces a post (the whole form and the version it was based on). */
export const updateBlog = defineHandler({
  query: blogIdQuerySchema,
  body: blogUpdateSchema,
  maxBodyBytes: BLOG_BODY_BYTES,
  run: async ({ query, body, user }) => ({
    data: idView(toAdminBlog(await update(query.id, body, { by: user?.email ?? 'unknown' }))),
  }),
});
