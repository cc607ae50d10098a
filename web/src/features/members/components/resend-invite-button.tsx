import { MEMBER_TEXTS } from '@app/shared/member-texts';
import type { MemberSummary } from '@app/shared/schemas/member';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { resendInvite } from '../api/resend-invite';
import { notifyFailure, notifySuccess } from './outcome';

/** For a member who never signed in: mail the invitation again with a new temporary password. */
export function ResendInviteButton({ member }: { member: MemberSummary }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendInvite(member.email);
      notifySuccess(MEMBER_TEXTS.invitationResent);
    } catch (error) {
      notifyFailure(error, { failed: MEMBER_TEXTS.failedToResend, error: MEMBER_TEXTS.failedToResend });
    } finally {
      setSending(false);
    }
  }

  return (
    <Button size="xs" variant="light" color="gray" loading={sending} onClick={resend}>
      Resend invitation
    </Button>
  );
}
