/**
 * Texts of the mails Cognito sends: the invitation (with the temporary
 * password) and the password-reset OTP. The CDK user pool uses them in AWS and
 * the local Cognito uses them too, so staff see the same words everywhere.
 * `{username}` and `{####}` are Cognito's placeholders.
 */
export const INVITATION_TEMPLATE = {
  subject: 'You have been invited to the Moondive staff area',
  body:
    'Hello,<br><br>You have been invited to the Moondive staff area.<br>' +
    'Sign in at {siteUrl}/login with your e-mail {username} and the temporary password <b>{####}</b>.<br>' +
    'You will be asked to choose your own password on first sign-in.',
};

export const VERIFICATION_TEMPLATE = {
  subject: 'Your Moondive password reset code',
  body: 'Your one-time code to reset your password is <b>{####}</b>. It expires in one hour.',
};

export function fillTemplate(
  text: string,
  values: { code: string; username: string; siteUrl: string },
): string {
  return text
    .replaceAll('{####}', values.code)
    .replaceAll('{username}', values.username)
    .replaceAll('{siteUrl}', values.siteUrl);
}
