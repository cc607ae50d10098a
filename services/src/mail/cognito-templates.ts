/**
 * The mails Cognito sends staff: the invitation (with the temporary password)
 * and the password-reset code. They use the one branded layout of every other
 * mail (mail-layout.ts, values escaped by the serializer, never spliced into
 * HTML). In AWS the CustomMessage trigger renders them with Cognito's
 * placeholders (`{####}`, `{username}`), which Cognito fills after; the local
 * Cognito renders them with the real values. The pool's static templates
 * (used only if the trigger is detached) are the plain-text parts.
 */
import { COMPANY } from '@app/shared/company';
import { renderMail } from './mail-layout';

export interface StaffMailValues {
  /** The temporary password or one-time code (or Cognito's `{####}`). */
  code: string;
  /** The member's sign-in e-mail (or Cognito's `{username}`). */
  username: string;
  siteUrl: string;
}

export interface StaffMail {
  subject: string;
  html: string;
  text: string;
}

const SIGNATURE = {
  closing: '',
  name: `${COMPANY.name} staff area`,
  role: 'Sent automatically by the website',
  lines: [],
};

/** Subjects, shared by the trigger, the local Cognito and the pool's static templates. */
export const STAFF_MAIL_SUBJECTS = {
  invitation: `You have been invited to the ${COMPANY.name} staff area`,
  passwordReset: `Your ${COMPANY.name} password reset code`,
} as const;

/** Cognito's placeholders, which it fills after the trigger (or in the static templates). */
export const cognitoPlaceholders = (siteUrl: string): StaffMailValues => ({
  code: '{####}',
  username: '{username}',
  siteUrl,
});

export function invitationMail(v: StaffMailValues): StaffMail {
  return {
    subject: STAFF_MAIL_SUBJECTS.invitation,
    ...renderMail({
      preheader: `Your sign-in details for the ${COMPANY.name} staff area`,
      heading: `You're invited to the ${COMPANY.name} staff area`,
      paragraphs: [
        `An administrator has given you an account in the ${COMPANY.name} staff area, where the team runs the website's leads, content and hiring.`,
      ],
      rows: [['Sign in with', v.username]],
      code: { label: 'Temporary password', value: v.code },
      button: { label: 'Sign in', href: `${v.siteUrl}/login` },
      after: [
        'You will be asked to choose your own password the first time you sign in. The temporary password works for 7 days; after that, ask an administrator to resend the invitation.',
      ],
      signature: SIGNATURE,
      reason: `You received this e-mail because an administrator of the ${COMPANY.name} website invited this address.`,
    }),
  };
}

export function passwordResetMail(v: StaffMailValues): StaffMail {
  return {
    subject: STAFF_MAIL_SUBJECTS.passwordReset,
    ...renderMail({
      preheader: `Your one-time code to reset your ${COMPANY.name} staff password`,
      heading: 'Reset your password',
      paragraphs: [
        `Someone, hopefully you, asked to reset the password of ${v.username} in the ${COMPANY.name} staff area. Enter this code on the reset page.`,
      ],
      code: { label: 'One-time code', value: v.code },
      after: [
        'The code expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
      signature: SIGNATURE,
      reason: `You received this e-mail because a password reset was requested for this address on the ${COMPANY.name} website.`,
    }),
  };
}
