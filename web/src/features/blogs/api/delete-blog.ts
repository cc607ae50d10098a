import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BLOGS_KEY } from './list-admin-blogs';

/** DELETE /blogs/delete?id=: removes the post and its public page. */
export function deleteBlog(id: string): Promise<{ deleted: boolean }> {
  return apiRequest('DELETE', BLOG_ROUTE_PATHS.remove, { query: { id } });
}

/** Deletes a post; every blog list reads again. */
export function useDeleteBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => void client.invalidateQueries({ queryKey: BLOGS_KEY }),
  });
}
