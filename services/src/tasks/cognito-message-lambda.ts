import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { siteUrl } from '../lib/site-url';
import {
  invitationMail,
  passwordResetMail,
  type StaffMail,
  type StaffMailValues,
} from '../mail/cognito-templates';
import { loadMailOffices } from '../mail/mail-offices';

/**
 * Cognito's CustomMessage trigger for the staff pool: the invitation and the
 * password-reset code in the site's branded mail layout, with a link to the
 * stage's own sign-in page. The pool is created before the CloudFront
 * distribution exists, so its static templates cannot know the site URL; this
 * reads it at send time (lib/site-url.ts). `{####}` and `{username}` stay for
 * Cognito to fill. Without a site URL it fails, and Cognito refuses to send a
 * mail with a broken link rather than sending one. The footer states the
 * offices' contact cards as stored (read beside the site URL; an unreadable
 * card leaves the seed, never the mail).
 */
const MAILS: Partial<Record<CustomMessageTriggerEvent['triggerSource'], (v: StaffMailValues) => StaffMail>> =
  {
    CustomMessage_AdminCreateUser: invitationMail,
    CustomMessage_ForgotPassword: passwordResetMail,
  };

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const mail = MAILS[event.triggerSource];
  if (!mail) return event;
  const [url] = await Promise.all([siteUrl(), loadMailOffices()]);
  const { subject, html } = mail({
    code: event.request.codeParameter,
    username: event.request.usernameParameter ?? '{username}',
    siteUrl: url,
  });
  event.response.emailSubject = subject;
  event.response.emailMessage = html;
  return event;
};
