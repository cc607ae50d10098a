import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../lib/env';
import { setParameterReader } from '../lib/site-url';
import { STAFF_MAIL_SUBJECTS } from '../mail/cognito-templates';
import { handler } from './cognito-message-lambda';

/** The event Cognito sends for AdminCreateUser (the shape of the AWS docs' example). */
function cognitoEvent(triggerSource: string): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_abc',
    userName: 'a1b2',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'CLIENT_ID_NOT_APPLICABLE' },
    triggerSource,
    request: {
      userAttributes: { email: 'new.member@example.com' },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: '{username}',
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as unknown as CustomMessageTriggerEvent;
}

const saved = { SITE_URL: env.SITE_URL, SITE_URL_PARAMETER: env.SITE_URL_PARAMETER };
afterEach(() => {
  Object.assign(env, saved);
  setParameterReader(undefined);
});

describe('Cognito CustomMessage trigger', () => {
  it("links the invitation to the stage's sign-in page, read at send time", async () => {
    Object.assign(env, { SITE_URL: undefined, SITE_URL_PARAMETER: '/site/dev/site-url' });
    setParameterReader(async () => 'https://d111111abcdef8.cloudfront.net');
    const out = await handler(cognitoEvent('CustomMessage_AdminCreateUser'));
    expect(out.response.emailSubject).toBe(STAFF_MAIL_SUBJECTS.invitation);
    const html = out.response.emailMessage ?? '';
    // The branded layout of every other mail: a phone viewport, the brand header, the sign-in link as a button.
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('href="https://d111111abcdef8.cloudfront.net/login"');
    expect(html).toMatch(
      /<a href="https:\/\/d111111abcdef8\.cloudfront\.net\/login" style="display:inline-block[^"]*">Sign in<\/a>/,
    );
    // Cognito fills these in; it refuses a message without them.
    expect(out.response.emailMessage).toContain('{####}');
    expect(out.response.emailMessage).toContain('{username}');
  });

  it('words the password-reset code mail and leaves other messages to Cognito', async () => {
    Object.assign(env, { SITE_URL: 'https://www.example-agency.com' });
    const reset = await handler(cognitoEvent('CustomMessage_ForgotPassword'));
    expect(reset.response.emailSubject).toBe(STAFF_MAIL_SUBJECTS.passwordReset);
    expect(reset.response.emailMessage).toContain('data-mail-code="code">{####}</strong>');
    expect(reset.response.emailMessage).toContain('The code expires in one hour.');
    const other = await handler(cognitoEvent('CustomMessage_UpdateUserAttribute'));
    expect(other.response.emailMessage).toBeNull();
  });

  it('fails rather than send a relative link when the site URL is unknown', async () => {
    Object.assign(env, { SITE_URL: undefined, SITE_URL_PARAMETER: undefined });
    await expect(handler(cognitoEvent('CustomMessage_AdminCreateUser'))).rejects.toThrow(
      /site URL is unknown/,
    );
  });
});
