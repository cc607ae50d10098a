import { socialPostPath } from '@app/shared/routes/social-posts';
import type { SocialPostView } from '@app/shared/schemas/social-post';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/social-posts/{id}: one post with its figures (the due mail links here). */
export function getSocialPost(id: string, signal?: AbortSignal): Promise<SocialPostView> {
  return apiRequest<SocialPostView>('GET', socialPostPath(id), { signal });
}

/** The post a link opens (off without an id); never from an earlier visit's cache (it opens for editing). */
export function useSocialPost(id: string | null) {
  return useQuery({
    queryKey: ['social-post', id],
    queryFn: ({ signal }) => getSocialPost(id ?? '', signal),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}
