import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlogView, BlogSaveInput } from '@app/shared/schemas/blog-publish';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { BLOGS_KEY } from './list-admin-blogs';

/** POST /blogs/publish-blog: a new post (published, scheduled or draft). */
export function publishBlog(body: BlogSaveInput): Promise<AdminBlogView> {
  return apiRequest<AdminBlogView>('POST', BLOG_ROUTE_PATHS.publish, { body });
}

/** Creates a post; every blog list reads again. */
export const usePublishBlog = () => useWrite(publishBlog, [BLOGS_KEY]);
