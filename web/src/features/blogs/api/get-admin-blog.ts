import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlogView } from '@app/shared/schemas/blog-publish';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BLOGS_KEY } from './list-admin-blogs';

type BlogRef = { slug?: string; id?: string };

/** GET /blogs/admin/get-blog?slug= (or ?id=): any post, drafts too. */
export function getAdminBlog(by: BlogRef, signal?: AbortSignal): Promise<AdminBlogView> {
  return apiRequest<AdminBlogView>('GET', BLOG_ROUTE_PATHS.adminGet, { query: by, signal });
}

export const adminBlogKey = (by: BlogRef) => [...BLOGS_KEY, 'one', by.slug ?? null, by.id ?? null] as const;

/**
 * The post for the editor. Never from an earlier visit's cache (gcTime 0):
 * saving sends the version it was opened at, so it must be the latest.
 */
export function useAdminBlog(by: BlogRef) {
  return useQuery({
    queryKey: adminBlogKey(by),
    queryFn: ({ signal }) => getAdminBlog(by, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
