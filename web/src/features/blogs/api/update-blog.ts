import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { AdminBlogView, BlogSaveInput } from '@app/shared/schemas/blog-publish';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { BLOGS_KEY } from './list-admin-blogs';

/** PUT /blogs/update-blog?id=: replaces a post with the editor's form, if it is still at `version` (409 otherwise). */
export function updateBlog(id: string, body: BlogSaveInput & { version: number }): Promise<AdminBlogView> {
  return apiRequest<AdminBlogView>('PUT', BLOG_ROUTE_PATHS.update, { query: { id }, body });
}

/** Saves a post; every blog read reads again. */
export const useUpdateBlog = () => useWrite(updateBlog, [BLOGS_KEY]);
