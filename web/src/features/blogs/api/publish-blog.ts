import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlog, BlogSaveInput } from '@app/shared/schemas/blog-publish';
import { apiRequest } from '../../../lib/api-client';

/** POST /blogs/publish-blog: a new post (published, scheduled or draft). */
export function publishBlog(body: BlogSaveInput): Promise<AdminBlog> {
  return apiRequest<AdminBlog>('POST', BLOG_ROUTE_PATHS.publish, { body });
}
