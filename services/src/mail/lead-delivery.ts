/**
 * Store first, then mail: called after the lead is in DynamoDB. Sends the
 * sales notification (and, for new leads, the acknowledgement), then records
 * each outcome on the lead. Never throws: a mail or bookkeeping failure must
 * not turn an accepted lead into an error for the visitor.
 */

import * as clock from '@app/shared/clock';
import type { LeadKind } from '@app/shared/leads';
import type { ContactLeadView, MailStatus, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { recordMailOutcome } from '../data/lead-store';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { type MailResult, type MailTags, sendMail } from '../lib/mail';
import { linkExpiry, meetingLinkUrl, signMeetingToken } from '../lib/meeting-link';
import { countMetrics } from '../lib/metrics';
import { sendAcknowledgement } from './acknowledgement';
import { hostOf } from './lead-host';
import {
  contactAcknowledgement,
  contactNotification,
  type MailContext,
  meetingAcknowledgement,
  meetingNotification,
} from './lead-mails';
import { mailSiteUrl } from './mail-site-url';

type AnyLead = { kind: 'contact'; lead: ContactLeadView } | { kind: 'meeting'; lead: MeetingLeadView };

async function context(lead: { owner?: string }): Promise<MailContext> {
  return { salesInbox: env.SALES_INBOX, siteUrl: await mailSiteUrl(), host: await hostOf(lead) };
}

function toStatus(result: MailResult, now = clock.now()): MailStatus {
  return result.ok
    ? { status: 'sent', at: now.toISOString() }
    : { status: 'failed', at: now.toISOString(), error: result.error };
}

const tagsOf = (target: AnyLead, mail: MailTags['mail']): MailTags => ({
  record: target.kind === 'contact' ? 'lead-contact' : 'lead-meeting',
  id: target.lead.id,
  mail,
});

function notificationFor(target: AnyLead, ctx: MailContext) {
  const message =
    target.kind === 'contact' ? contactNotification(target.lead, ctx) : meetingNotification(target.lead, ctx);
  return { ...message, tags: tagsOf(target, 'notification') };
}

function acknowledgementFor(target: AnyLead, ctx: MailContext) {
  const message =
    target.kind === 'contact'
      ? contactAcknowledgement(target.lead, ctx)
      : meetingAcknowledgement(target.lead, ctx);
  return { ...message, tags: tagsOf(target, 'acknowledgement') };
}

async function record(kind: LeadKind, id: string, outcome: Parameters<typeof recordMailOutcome>[2]) {
  try {
    await recordMailOutcome(kind, id, outcome);
  } catch (error) {
    // The lead stays 'pending'; staff see it as not notified and can resend.
    logger.error('mail outcome not recorded', { kind, id, error });
  }
}

/** The signed link a booked meeting's visitor moves or cancels it with. */
export async function manageLinkOf(lead: MeetingLeadView, siteUrl: string): Promise<string | undefined> {
  if (!lead.meeting) return undefined;
  return meetingLinkUrl(siteUrl, await signMeetingToken(lead.id, linkExpiry(lead.meeting.start)));
}

/** Both mails for a new lead, sent in parallel. */
export async function deliverNewLeadMails(
  target: AnyLead,
): Promise<{ notification: MailStatus; acknowledgement: MailStatus }> {
  const ctx = await context(target.lead);
  const manageUrl =
    target.kind === 'meeting'
      ? await manageLinkOf(target.lead, ctx.siteUrl).catch((error) => {
          logger.error('meeting link not signed; the mail says to reply instead', { error });
          return undefined;
        })
      : undefined;
  const [notification, acknowledgement] = await Promise.all([
    sendMail(notificationFor(target, ctx)).then((r) => toStatus(r)),
    sendAcknowledgement(acknowledgementFor(target, { ...ctx, manageUrl })),
  ]);
  await record(target.kind, target.lead.id, { notification, acknowledgement });
  // Paired with LeadsStored at the lead's time: the 'lead not notified' alarm is LeadsStored - LeadsNotified.
  if (notification.status === 'sent')
    countMetrics({ leadsNotified: 1 }, { at: Date.parse(target.lead.dateRaised) || undefined });
  return { notification, acknowledgement };
}

/** Staff asked to send the sales notification again. */
export async function resendNotification(target: AnyLead): Promise<MailStatus> {
  const notification = toStatus(await sendMail(notificationFor(target, await context(target.lead))));
  await record(target.kind, target.lead.id, { notification });
  return notification;
}
