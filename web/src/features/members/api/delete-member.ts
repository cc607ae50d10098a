import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { MEMBERS_KEY } from './list-members';

/** DELETE /admin/member: removes the member from Cognito (never oneself, never the last SuperAdmin). */
export function deleteMember(email: string): Promise<{ deleted: string }> {
  return apiRequest('DELETE', MEMBER_ROUTE_PATHS.remove, { body: { email } });
}

/** Removes a member; the member list reads again. */
export const useDeleteMember = () => useWrite(deleteMember, [MEMBERS_KEY]);
