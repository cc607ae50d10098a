import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlog } from '@app/shared/schemas/blog-publish';
import { apiRequest } from '../../../lib/api-client';

/** GET /blogs/admin/get-blog?slug= (or ?id=): any post, drafts too. */
export function getAdminBlog(by: { slug?: string; id?: string }, signal?: AbortSignal): Promise<AdminBlog> {
  return apiRequest<AdminBlog>('GET', BLOG_ROUTE_PATHS.adminGet, { query: by, signal });
}
