import { SOCIAL_ROUTE_PATHS } from '@app/shared/routes/social-posts';
import type { SocialPostList } from '@app/shared/schemas/social-post';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The cache key of every social post read (post writes invalidate it). */
export const SOCIAL_POSTS_KEY = ['social-posts'] as const;

type PostQuery = { from?: string; to?: string; cursor?: string; limit?: number };

/** GET /admin/social-posts: a calendar range (from/to, oldest first) or the list (newest first), one page. */
export function listSocialPosts(query: PostQuery, signal?: AbortSignal): Promise<SocialPostList> {
  return apiRequest<SocialPostList>('GET', SOCIAL_ROUTE_PATHS.list, { query, signal });
}

/**
 * The posts of a calendar range (or the list, `{}`), with "Load more": `data`
 * holds every loaded page's items and the last cursor (null until loaded).
 */
export function useSocialPosts(range: { from?: string; to?: string }) {
  const query = useInfiniteQuery({
    queryKey: [...SOCIAL_POSTS_KEY, 'list', range],
    queryFn: ({ pageParam, signal }) =>
      listSocialPosts(pageParam ? { ...range, cursor: pageParam } : range, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const pages = query.data?.pages;
  const data: SocialPostList | null = pages
    ? { items: pages.flatMap((p) => p.items), nextCursor: pages.at(-1)?.nextCursor ?? null }
    : null;
  return { ...query, data };
}
