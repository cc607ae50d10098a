import { BLOG_MESSAGES } from '@app/shared/schemas/blog-publish';
import { recordId } from '@app/shared/schemas/common';
import { idView } from '@app/shared/schemas/record-view';
import * as z from '@app/shared/schemas/zod-mini';
import { getBlog, getBlogBySlug, toAdminBlog } from '../../data/blog';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

const query = z.object({
  id: z.optional(recordId),
  slug: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});

/** GET /blogs/admin/get-blog?id= or ?slug= — any post (drafts too), for the editor. */
export const adminGetBlog = defineHandler({
  query,
  run: async ({ query: q }) => {
    if (!q.id && !q.slug) throw new ValidationError('Give the id or the slug of the post.');
    const blog = q.id ? await getBlog(q.id) : await getBlogBySlug(q.slug ?? '');
    if (!blog) throw new NotFoundError(BLOG_MESSAGES.notFound);
    return { data: idView(toAdminBlog(blog)) };
  },
});
