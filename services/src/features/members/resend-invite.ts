import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { memberResendSchema } from '@app/shared/schemas/member';
import { putMemberRecordIfAbsent, recordFromCognito } from '../../data/member-record';
import { claimInvitationSend } from '../../data/member-record-writes';
import { findMember, resendInvitation } from '../../data/members';
import { cognitoErrorName } from '../../lib/cognito';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/** At most one invitation mail per member per minute (the invitation itself counts). */
export const RESEND_GAP_MS = 60_000;

/**
 * POST /admin/resend-invite {email}: Cognito mails the invitation again with a
 * new temporary password (AdminCreateUser with MessageAction RESEND), which
 * also restarts the temporary password's 7-day validity. Only for a member
 * who never signed in (409 otherwise: they can reset their password).
 */
export const resendInvite = defineHandler({
  body: memberResendSchema,
  run: async ({ body }) => {
    const member = await findMember(body.email);
    if (!member) throw new NotFoundError(MEMBER_TEXTS.notFound);
    if (member.status !== 'FORCE_CHANGE_PASSWORD') throw new ConflictError(MEMBER_TEXTS.alreadyActive);
    // An invitee from before member records (or from the console) gets one now.
    await putMemberRecordIfAbsent(recordFromCognito(member));
    if (!(await claimInvitationSend(member.id, RESEND_GAP_MS)))
      throw new TooManyRequestsError(MEMBER_TEXTS.resendTooSoon, RESEND_GAP_MS / 1000);
    try {
      await resendInvitation(member.email);
    } catch (error) {
      const name = cognitoErrorName(error);
      if (name === 'UnsupportedUserStateException') throw new ConflictError(MEMBER_TEXTS.alreadyActive);
      if (name === 'UserNotFoundException') throw new NotFoundError(MEMBER_TEXTS.notFound);
      throw error;
    }
    return {
      data: { resent: member.email, message: MEMBER_TEXTS.invitationResent },
      audit: { entityId: member.email },
    };
  },
});
