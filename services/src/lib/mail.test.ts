import { afterEach, describe, expect, it } from 'vitest';
import { env } from './env';
import { sendMail } from './mail';

const saved = env.MAIL_FROM;
afterEach(() => {
  env.MAIL_FROM = saved;
});

describe('sendMail', () => {
  it('does not try SES before a sender is set (a first deploy), and reports it as not sent', async () => {
    env.MAIL_FROM = '';
    const result = await sendMail({
      to: ['sales@example.com'],
      subject: 'New lead',
      text: 't',
      html: '<p>t</p>',
    });
    expect(result).toEqual({ ok: false, error: 'MailSenderNotSet' });
  });
});
