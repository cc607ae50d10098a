import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /blogs/delete?id=: removes the post and its public page. */
export function deleteBlog(id: string): Promise<{ deleted: boolean }> {
  return apiRequest('DELETE', BLOG_ROUTE_PATHS.remove, { query: { id } });
}
