import * as clock from '@app/shared/clock';
import { isSuppressed } from '../data/mail-suppression';
import { MAIL_NOT_SENT_MESSAGE } from '../mail/mail-metrics';
import { env } from './env';
import { logger } from './logger';
import { countMetrics } from './metrics';
import { buildMime, type MimeAttachment, type MimeMessage } from './mime';
import { traced } from './tracing';

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
    client: traced(
      new sdk.SESv2Client({
        region: env.AWS_REGION,
        ...(env.SES_ENDPOINT ? { endpoint: env.SES_ENDPOINT } : {}),
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
      }),
    ),
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
  /** A meeting invitation (iCalendar), shown by mail clients with Accept/Decline. */
  calendar?: MimeMessage['calendar'];
  attachments?: MimeAttachment[];
  /** Which record and mail this is: SES hands the tags back with a bounce or complaint (mail/mail-events.ts). */
  tags?: MailTags;
}

/** SES message tags (letters, digits, `_`, `-`, `.` only): the record a bounce or complaint is about. */
export interface MailTags {
  record: 'lead-contact' | 'lead-meeting' | 'application';
  id: string;
  mail: 'notification' | 'acknowledgement';
}

/** The error a suppressed mail records (shown on the lead or application with its "Resend"). */
export const MAIL_SUPPRESSED = 'Suppressed';

export type MailResult = { ok: true; messageId?: string } | { ok: false; error: string };

/**
 * Sends one mail through SES and reports the outcome. Never throws: every
 * caller (lead notifications, HR notifications) stores first and treats mail
 * as best effort, recording the result. Every mail goes as raw MIME
 * (`Content.Raw`), the one SES v2 form that carries attachments such as a
 * meeting's .ics invitation.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const from = message.from ?? env.MAIL_FROM;
  if (!from) {
    // A stage deployed before its SES sender was set (infra/README.md, first deploy).
    logger.warn(MAIL_NOT_SENT_MESSAGE, { subject: message.subject, error: 'no sender configured' });
    countMetrics({ mailsFailed: 1, ...notification(message, false) });
    return { ok: false, error: 'MailSenderNotSet' };
  }
  // Operational figures: started now, sent or failed below; a mail never settled shows as pending.
  countMetrics({ mailsStarted: 1 });
  const to = await unsuppressed(message.to);
  if (to.length === 0) {
    logger.warn(MAIL_NOT_SENT_MESSAGE, { ...message.tags, error: MAIL_SUPPRESSED });
    countMetrics({ mailsFailed: 1, ...notification(message, false) });
    return { ok: false, error: MAIL_SUPPRESSED };
  }
  const result = await send({ ...message, to }, from);
  countMetrics(
    result.ok
      ? { mailsSent: 1, ...notification(message, true) }
      : { mailsFailed: 1, ...notification(message, false) },
  );
  return result;
}

/** Staff notifications (a lead's to Sales, an application's to HR) are also counted on their own. */
function notification(message: MailMessage, sent: boolean) {
  if (message.tags?.mail !== 'notification') return {};
  return sent ? { notificationsSent: 1 } : { notificationsFailed: 1 };
}

/**
 * The recipients not on the suppression list (data/mail-suppression.ts). If
 * the list cannot be read the mail goes out: SES's own account-level list
 * still protects the reputation, and a notification is never lost to a read.
 */
async function unsuppressed(to: string[]): Promise<string[]> {
  const now = clock.now();
  const flags = await Promise.all(
    to.map((address) =>
      isSuppressed(address, now).catch((error) => {
        logger.error('suppression list unreadable; mail sent', { error });
        return false;
      }),
    ),
  );
  return to.filter((_, i) => !flags[i]);
}

async function send(message: MailMessage, from: string): Promise<MailResult> {
  try {
    const { sdk, client } = await sesClient();
    const raw = buildMime({ ...message, from });
    const out = await client.send(
      new sdk.SendEmailCommand({
        FromEmailAddress: from,
        // The stage's own configuration set: its bounce and complaint rates are the stage's alarms.
        ...(env.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: env.MAIL_CONFIGURATION_SET } : {}),
        Destination: { ToAddresses: message.to },
        ...(message.tags
          ? {
              EmailTags: Object.entries(message.tags).map(([Name, Value]) => ({
                Name,
                Value: String(Value),
              })),
            }
          : {}),
        Content: { Raw: { Data: new TextEncoder().encode(raw) } },
      }),
    );
    return { ok: true, messageId: out.MessageId };
  } catch (error) {
    const name = (error as { name?: string })?.name ?? 'Error';
    logger.warn(MAIL_NOT_SENT_MESSAGE, { subject: message.subject, error });
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
