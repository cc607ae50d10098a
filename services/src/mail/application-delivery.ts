/**
 * Store first, then mail: called after the application is in DynamoDB. Sends
 * the HR notification and the applicant's acknowledgement in parallel, then
 * records each outcome on the application. Never throws: a mail outage must
 * not turn an accepted application into an error for the applicant.
 */

import * as clock from '@app/shared/clock';
import type { ApplicationView, MailOutcome } from '@app/shared/schemas/careers-admin';
import { recordApplicationMails } from '../data/job-application';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { type MailResult, type MailTags, sendMail } from '../lib/mail';
import { sendAcknowledgement } from './acknowledgement';
import { applicationAcknowledgement, applicationNotification } from './application-mails';
import { mailSiteUrl } from './mail-site-url';

function toOutcome(result: MailResult, now = clock.now()): MailOutcome {
  return result.ok
    ? { status: 'sent', at: now.toISOString() }
    : { status: 'failed', at: now.toISOString(), error: result.error };
}

const tagsOf = (application: ApplicationView, mail: MailTags['mail']): MailTags => ({
  record: 'application',
  id: application.id,
  mail,
});

export async function deliverApplicationMails(
  application: ApplicationView,
): Promise<{ notification: MailOutcome; acknowledgement: MailOutcome }> {
  const ctx = { hrInbox: env.HR_INBOX, siteUrl: await mailSiteUrl() };
  const [notification, acknowledgement] = await Promise.all([
    sendMail({
      ...applicationNotification(application, ctx),
      tags: tagsOf(application, 'notification'),
    }).then((r) => toOutcome(r)),
    sendAcknowledgement({
      ...applicationAcknowledgement(application, ctx),
      tags: tagsOf(application, 'acknowledgement'),
    }),
  ]);
  try {
    await recordApplicationMails(application.id, { notification, acknowledgement });
  } catch (error) {
    logger.error('application mail outcome not recorded', { id: application.id, error });
  }
  return { notification, acknowledgement };
}
