import { blogIdQuerySchema } from '@app/shared/schemas/blog-publish';
import { deleteBlog as remove } from '../../lib/content/blog-service';
import { defineHandler } from '../../lib/handler';

/** DELETE /blogs/delete?id= — removes the post, its slug, images, page and index entries. */
export const deleteBlog = defineHandler({
  query: blogIdQuerySchema,
  run: async ({ query }) => {
    await remove(query.id);
    return { data: { deleted: true } };
  },
});
