import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /admin/member: removes the member from Cognito (never oneself, never the last SuperAdmin). */
export function deleteMember(email: string): Promise<{ deleted: string }> {
  return apiRequest('DELETE', MEMBER_ROUTE_PATHS.remove, { body: { email } });
}
