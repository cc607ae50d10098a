import { socialPostPath } from '@app/shared/routes/social-posts';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /admin/social-posts/{id}. */
export function deleteSocialPost(id: string): Promise<{ id: string; deleted: boolean }> {
  return apiRequest('DELETE', socialPostPath(id));
}
