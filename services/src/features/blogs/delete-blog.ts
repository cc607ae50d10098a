import { blogIdQuerySchema } from '@app/shared/schemas/blog-publish';
import { defineHandler } from '../../lib/handler';
import { deleteBlog as remove } from './blog-service';

/** DELETE /blogs/delete?id= — removes the post, its slug, images, page and index entries. */
export const deleteBlog = defineHandler({
  query: blogIdQuerySchema,
  run: async ({ query }) => {
    await remove(query.id);
    return { data: { deleted: true } };
  },
});
