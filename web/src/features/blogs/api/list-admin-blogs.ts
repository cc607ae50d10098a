import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlogSummaryView, Page } from '@app/shared/schemas/blog-publish';
import { apiRequest } from '../../../lib/api-client';

/** The cache key of every admin blog read (blog writes invalidate it). */
export const BLOGS_KEY = ['blogs'] as const;

/** GET /blogs/admin/list?view=live|draft: one page of posts for the editors. */
export function listAdminBlogs(
  query: { view: 'live' | 'draft'; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<Page<AdminBlogSummaryView>> {
  return apiRequest<Page<AdminBlogSummaryView>>('GET', BLOG_ROUTE_PATHS.adminList, { query, signal });
}
