import { SOCIAL_ROUTE_PATHS } from '@app/shared/routes/social-posts';
import type { SocialPostList } from '@app/shared/schemas/social-post';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/social-posts: a calendar range (from/to, oldest first) or the list (newest first), one page. */
export function listSocialPosts(
  query: { from?: string; to?: string; cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<SocialPostList> {
  return apiRequest<SocialPostList>('GET', SOCIAL_ROUTE_PATHS.list, { query, signal });
}
