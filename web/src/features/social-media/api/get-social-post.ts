import { socialPostPath } from '@app/shared/routes/social-posts';
import type { SocialPostView } from '@app/shared/schemas/social-post';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/social-posts/{id}: one post with its figures (the due mail links here). */
export function getSocialPost(id: string, signal?: AbortSignal): Promise<SocialPostView> {
  return apiRequest<SocialPostView>('GET', socialPostPath(id), { signal });
}

/** One post for editing: never from an earlier visit's cache (saving sends its version). */
export const socialPostQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['social-post', id],
    queryFn: ({ signal }) => getSocialPost(id ?? '', signal),
    staleTime: 0,
    gcTime: 0,
  });

/** The post a link opens (off without an id). */
export function useSocialPost(id: string | null) {
  return useQuery({ ...socialPostQuery(id), enabled: !!id });
}
