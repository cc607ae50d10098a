import { MEMBER_TEXTS } from '@app/shared/member-texts';
import type { MemberSummary } from '@app/shared/schemas/member';
import { Button } from '@mantine/core';
import { useResendInvite } from '../api/resend-invite';
import { notifyFailure, notifySuccess } from './outcome';

/** For a member who never signed in: mail the invitation again with a new temporary password. */
export function ResendInviteButton({ member }: { member: MemberSummary }) {
  const resendInvite = useResendInvite();
  const sending = resendInvite.isPending;

  async function resend() {
    try {
      await resendInvite.run(member.email);
      notifySuccess(MEMBER_TEXTS.invitationResent);
    } catch (error) {
      notifyFailure(error, { failed: MEMBER_TEXTS.failedToResend, error: MEMBER_TEXTS.failedToResend });
    }
  }

  return (
    <Button size="xs" variant="light" color="gray" loading={sending} onClick={resend}>
      Resend invitation
    </Button>
  );
}
