import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { siteUrl } from '../lib/site-url';
import { fillTemplate, INVITATION_TEMPLATE, VERIFICATION_TEMPLATE } from '../mail/cognito-templates';

/**
 * Cognito's CustomMessage trigger for the staff pool: the invitation and the
 * password-reset code, in our words, with a link to the stage's own sign-in
 * page. The pool is created before the CloudFront distribution exists, so its
 * static templates cannot know the site URL; this reads it at send time
 * (lib/site-url.ts). `{####}` and `{username}` stay for Cognito to fill.
 * Without a site URL it fails, and Cognito refuses to send a mail with a
 * broken link rather than sending one.
 */
const TEMPLATES: Partial<Record<CustomMessageTriggerEvent['triggerSource'], typeof INVITATION_TEMPLATE>> = {
  CustomMessage_AdminCreateUser: INVITATION_TEMPLATE,
  CustomMessage_ForgotPassword: VERIFICATION_TEMPLATE,
};

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const template = TEMPLATES[event.triggerSource];
  if (!template) return event;
  const values = {
    code: event.request.codeParameter,
    username: event.request.usernameParameter ?? '{username}',
    siteUrl: await siteUrl(),
  };
  event.response.emailSubject = template.subject;
  event.response.emailMessage = fillTemplate(template.body, values);
  return event;
};
