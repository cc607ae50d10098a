import { socialPostPath } from '@app/shared/routes/social-posts';
import type { SocialPostView } from '@app/shared/schemas/social-post';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/social-posts/{id}: one post with its figures (the due mail links here). */
export function getSocialPost(id: string, signal?: AbortSignal): Promise<SocialPostView> {
  return apiRequest<SocialPostView>('GET', socialPostPath(id), { signal });
}
