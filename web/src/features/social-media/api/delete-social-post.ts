import { socialPostPath } from '@app/shared/routes/social-posts';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { SOCIAL_POSTS_KEY } from './list-social-posts';

/** DELETE /admin/social-posts/{id}. */
export function deleteSocialPost(id: string): Promise<{ id: string; deleted: boolean }> {
  return apiRequest('DELETE', socialPostPath(id));
}

/** Deletes a post; the calendar and list read again. */
export const useDeleteSocialPost = () => useWrite(deleteSocialPost, [SOCIAL_POSTS_KEY]);
