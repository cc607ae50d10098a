import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import type { MemberInvite, MemberSummary } from '@app/shared/schemas/member';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/add-member: Cognito mails the invitation with a temporary password. */
export function inviteMember(input: MemberInvite): Promise<{ member: MemberSummary }> {
  return apiRequest('POST', MEMBER_ROUTE_PATHS.invite, { body: input });
}
