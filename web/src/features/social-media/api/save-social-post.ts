import { SOCIAL_ROUTE_PATHS, socialPostPath } from '@app/shared/routes/social-posts';
import type { SocialPostFields, SocialPostView } from '@app/shared/schemas/social-post';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { SOCIAL_POSTS_KEY } from './list-social-posts';

/** POST /admin/social-posts, or PATCH /admin/social-posts/{id} with the version it was read at (409 when stale). */
export function saveSocialPost(
  fields: SocialPostFields,
  existing?: { id: string; version: number },
): Promise<SocialPostView> {
  return existing
    ? apiRequest<SocialPostView>('PATCH', socialPostPath(existing.id), {
        body: { ...fields, version: existing.version },
      })
    : apiRequest<SocialPostView>('POST', SOCIAL_ROUTE_PATHS.list, { body: fields });
}

/** Saves a post; the calendar and list read again. */
export const useSaveSocialPost = () => useWrite(saveSocialPost, [SOCIAL_POSTS_KEY]);
