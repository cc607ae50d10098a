import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import type { MemberInvite, MemberSummary } from '@app/shared/schemas/member';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { MEMBERS_KEY } from './list-members';

/** POST /admin/add-member: Cognito mails the invitation with a temporary password. */
export function inviteMember(input: MemberInvite): Promise<{ member: MemberSummary }> {
  return apiRequest('POST', MEMBER_ROUTE_PATHS.invite, { body: input });
}

/** Invites a member; the member list reads again. */
export const useInviteMember = () => useWrite(inviteMember, [MEMBERS_KEY]);
