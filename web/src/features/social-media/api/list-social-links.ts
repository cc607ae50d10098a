import { SOCIAL_ROUTE_PATHS } from '@app/shared/routes/social-posts';
import type { SocialLinkOption } from '@app/shared/schemas/social-post';
import { useQuery } from '@tanstack/react-query';
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

/** The options of `kind` (off for a free link); none while loading or when the read fails. */
export function useSocialLinks(kind: SocialLinkOption['kind'] | 'url') {
  const query = useQuery({
    queryKey: ['social-links', kind],
    queryFn: ({ signal }) => listSocialLinks(kind as SocialLinkOption['kind'], signal),
    enabled: kind !== 'url',
  });
  return { options: query.data ?? [], loading: query.isFetching };
}
