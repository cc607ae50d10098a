import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import type { MemberRolesUpdate, MemberSummary } from '@app/shared/schemas/member';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { MEMBERS_KEY } from './list-members';

/** PUT /admin/member-roles: the member's roles become exactly these. */
export function updateMemberRoles(input: MemberRolesUpdate): Promise<{ member: MemberSummary }> {
  return apiRequest('PUT', MEMBER_ROUTE_PATHS.updateRoles, { body: input });
}

/** Sets a member's roles; the member list reads again. */
export const useUpdateMemberRoles = () => useWrite(updateMemberRoles, [MEMBERS_KEY]);
