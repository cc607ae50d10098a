import { countOps } from '../data/ops-counters';
import { env } from './env';
import { logger } from './logger';

type SesModule = typeof import('@aws-sdk/client-sesv2');
type Ses = { sdk: SesModule; client: InstanceType<SesModule['SESv2Client']> };

/**
 * One SES v2 client per container, created on the first mail: only a few
 * routes send mail, always after their write is stored, so the others skip
 * loading the SES SDK at cold start (bench:lambda). Locally SES_ENDPOINT points
 * at the outbox. Short timeouts and one retry: a mail outage must not hold a
 * visitor's request for long, and callers record a failure instead of failing.
 */
let ses: Promise<Ses> | undefined;
function sesClient(): Promise<Ses> {
  ses ??= import('@aws-sdk/client-sesv2').then((sdk) => ({
    sdk,
    client: new sdk.SESv2Client({
      region: env.AWS_REGION,
      ...(env.SES_ENDPOINT ? { endpoint: env.SES_ENDPOINT } : {}),
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
    }),
  }));
  return ses;
}

export interface MailMessage {
  to: string[];
  replyTo?: string[];
  subject: string;
  text: string;
  html: string;
  /** Defaults to the stage's MAIL_FROM. */
  from?: string;
}

export type MailResult = { ok: true; messageId?: string } | { ok: false; error: string };

/**
 * Sends one mail through SES and reports the outcome. Never throws: every
 * caller (lead notifications, HR notifications) stores first and treats mail
 * as best effort, recording the result.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  // Operational figures: started now, sent or failed below; a mail never settled shows as pending.
  await countOps({ mailsStarted: 1 });
  const result = await send(message);
  await countOps(result.ok ? { mailsSent: 1 } : { mailsFailed: 1 });
  return result;
}

async function send(message: MailMessage): Promise<MailResult> {
  try {
    const { sdk, client } = await sesClient();
    const out = await client.send(
      new sdk.SendEmailCommand({
        FromEmailAddress: message.from ?? env.MAIL_FROM,
        Destination: { ToAddresses: message.to },
        ReplyToAddresses: message.replyTo,
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: message.text, Charset: 'UTF-8' },
              Html: { Data: message.html, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
    return { ok: true, messageId: out.MessageId };
  } catch (error) {
    const name = (error as { name?: string })?.name ?? 'Error';
    logger.warn('mail not sent', { subject: message.subject, error });
    return { ok: false, error: name.slice(0, 100) };
  }
}

/** Escapes text for an HTML mail body. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
