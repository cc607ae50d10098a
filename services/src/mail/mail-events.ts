/**
 * SES events (issue 29, item 4): the configuration set publishes bounces,
 * complaints, delivery delays and rejects to SNS, which invokes this handler.
 * For a hard bounce, a complaint or a reject it marks the mail on its lead or
 * application as failed (the admin shows it with "Resend"), puts the
 * recipients on the suppression list, and logs one line with ids only. A
 * bounce of an internal inbox (sales, HR) logs INTERNAL_INBOX_BOUNCED, which
 * has its own alarm. Every event counts in the MailEvents metric (EMF).
 */
import * as clock from '@app/shared/clock';
import type { LeadKind } from '@app/shared/leads';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys } from '../data/entities/job-application';
import { leadKeys } from '../data/entities/lead';
import { suppress } from '../data/mail-suppression';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import type { MailTags } from '../lib/mail';

import { INTERNAL_INBOX_BOUNCED, MAIL_EVENTS_METRIC } from './mail-metrics';

/** The parts of an SES event notification this handler reads. */
export interface SesEvent {
  eventType: 'Bounce' | 'Complaint' | 'DeliveryDelay' | 'Reject' | string;
  mail: { messageId: string; destination: string[]; tags?: Record<string, string[]> };
  bounce?: { bounceType: string; bouncedRecipients: { emailAddress: string }[] };
  complaint?: { complainedRecipients: { emailAddress: string }[] };
}

export interface SnsEvent {
  Records: { Sns: { Message: string } }[];
}

function tagsOf(event: SesEvent): MailTags | null {
  const one = (name: string) => event.mail.tags?.[name]?.[0];
  const record = one('record');
  const id = one('id');
  const mail = one('mail');
  if (!record || !id || (mail !== 'notification' && mail !== 'acknowledgement')) return null;
  if (record !== 'lead-contact' && record !== 'lead-meeting' && record !== 'application') return null;
  return { record, id, mail };
}

/** The recipients the event condemns; none for a transient bounce or a delay (SES retries those). */
function failedRecipients(event: SesEvent): string[] | null {
  if (event.eventType === 'Bounce')
    return event.bounce?.bounceType === 'Permanent'
      ? event.bounce.bouncedRecipients.map((r) => r.emailAddress)
      : null;
  if (event.eventType === 'Complaint')
    return (event.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress);
  if (event.eventType === 'Reject') return event.mail.destination;
  return null;
}

async function markFailed(tags: MailTags, error: string, at: string): Promise<void> {
  const Key =
    tags.record === 'application'
      ? { pk: applicationKeys.pk(tags.id), sk: applicationKeys.sk }
      : { pk: leadKeys.pk(tags.record.slice(5) as LeadKind, tags.id), sk: leadKeys.sk };
  const status = { status: 'failed', at, error };
  // A lead's list column `notification` follows its notification mail (data/lead-store.ts recordMailOutcome).
  const leadColumn = tags.record !== 'application' && tags.mail === 'notification';
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key,
      UpdateExpression: `SET mails.#mail = :status${leadColumn ? ', notification = :failed' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#mail': tags.mail },
      ExpressionAttributeValues: { ':status': status, ...(leadColumn ? { ':failed': 'failed' } : {}) },
    }),
  );
}

/** One CloudWatch embedded-metric line: SES events by type. */
function countEvent(eventType: string): void {
  process.stdout.write(
    `${JSON.stringify({
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [
          {
            Namespace: `Site/${env.STAGE}`,
            Dimensions: [['EventType']],
            Metrics: [{ Name: MAIL_EVENTS_METRIC, Unit: 'Count' }],
          },
        ],
      },
      EventType: eventType,
      [MAIL_EVENTS_METRIC]: 1,
    })}\n`,
  );
}

export async function handleMailEvent(event: SesEvent, now = clock.now()): Promise<void> {
  countEvent(event.eventType);
  const tags = tagsOf(event);
  const failed = failedRecipients(event);
  const internal = new Set([env.SALES_INBOX, env.HR_INBOX].map((a) => a.toLowerCase()));
  if (!failed) {
    logger.warn('mail delayed or soft-bounced', {
      eventType: event.eventType,
      messageId: event.mail.messageId,
      ...tags,
    });
    return;
  }
  for (const address of failed) {
    const isInternal = internal.has(address.toLowerCase());
    if (isInternal)
      logger.error(INTERNAL_INBOX_BOUNCED, {
        inbox: address.toLowerCase() === env.SALES_INBOX.toLowerCase() ? 'sales' : 'hr',
        eventType: event.eventType,
        messageId: event.mail.messageId,
        ...tags,
      });
    await suppress(address, event.eventType, now, isInternal);
  }
  if (tags) await markFailed(tags, event.eventType, now.toISOString());
  logger.warn('mail failed after sending', {
    eventType: event.eventType,
    messageId: event.mail.messageId,
    ...tags,
  });
}

/** The Lambda entry's body: one SNS record per SES event. */
export async function handleSnsEvent(event: SnsEvent): Promise<void> {
  for (const record of event.Records) await handleMailEvent(JSON.parse(record.Sns.Message) as SesEvent);
}
