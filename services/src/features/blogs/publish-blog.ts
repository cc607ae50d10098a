import { blogSaveSchema } from '@app/shared/schemas/blog-publish';
import { idView } from '@app/shared/schemas/record-view';
import { toAdminBlog } from '../../data/blog';
import { createBlog } from '../../lib/content/blog-service';
import { defineHandler } from '../../lib/handler';

/** Rich content can be long; the store caps the item (see data/blog.ts). */
export const BLOG_BODY_BYTES = 512 * 1024;

/**
 * POST /blogs/publish-blog — creates a post (published by default, or a
 * draft / scheduled). JSON, not multipart: images were uploaded before.
 */
export const publishBlog = defineHandler({
  body: blogSaveSchema,
  maxBodyBytes: BLOG_BODY_BYTES,
  run: async ({ body, user }) => {
    if (!user) throw new Error('auth-context guarantees a user here');
    return { statusCode: 201, data: idView(toAdminBlog(await createBlog(body, user))) };
  },
});
