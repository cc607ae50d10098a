import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { MEMBERS_KEY } from './list-members';

/** POST /admin/resend-invite: Cognito mails a new temporary password (members who never signed in). */
export function resendInvite(email: string): Promise<{ resent: string; message: string }> {
  return apiRequest('POST', MEMBER_ROUTE_PATHS.resendInvite, { body: { email } });
}

/** Resends an invitation; the member list reads again. */
export const useResendInvite = () => useWrite(resendInvite, [MEMBERS_KEY]);
