import { SOCIAL_ROUTE_PATHS } from '@app/shared/routes/social-posts';
import type { SocialLinkOption } from '@app/shared/schemas/social-post';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/social-links?kind=: the site's own pages of one kind, with their Open Graph cards. */
export async function listSocialLinks(
  kind: SocialLinkOption['kind'],
  signal?: AbortSignal,
): Promise<SocialLinkOption[]> {
  return (
    await apiRequest<{ items: SocialLinkOption[] }>('GET', SOCIAL_ROUTE_PATHS.links, {
      query: { kind },
      signal,
    })
  ).items;
}
