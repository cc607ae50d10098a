/**
 * Mails about a new job application: the notification to the stage's HR
 * inbox (Reply-To the applicant) and the acknowledgement to the applicant,
 * in the branded layout (mail-layout.ts). No resume is attached and no link to
 * it is sent: resumes stay in the private bucket and HR downloads them from
 * /admin/job-query. The acknowledgement goes to an unverified address, so it
 * repeats nothing the applicant typed except their first name.
 */
import { CTC_NOT_APPLICABLE } from '@app/shared/constants';
import { formatRupees } from '@app/shared/currency';
import { nextSteps } from '@app/shared/next-steps';
import { ACKNOWLEDGEMENT_RETENTION, PRIVACY_POLICY_PATH } from '@app/shared/privacy-notices';
import type { ApplicationView } from '@app/shared/schemas/careers-admin';
import { trimEndChar } from '@app/shared/strings';
import { formatMeetingInstant } from '@app/shared/time-zones';
import type { MailMessage } from '../lib/mail';
import { SIGNATURES } from './mail-brand';
import { renderMail } from './mail-layout';

export interface ApplicationMailContext {
  hrInbox: string;
  siteUrl: string;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, 150);
}

export function formatCtc(value: number | typeof CTC_NOT_APPLICABLE): string {
  return value === CTC_NOT_APPLICABLE ? CTC_NOT_APPLICABLE : formatRupees(value);
}

export function applicationNotification(a: ApplicationView, ctx: ApplicationMailContext): MailMessage {
  return {
    to: [ctx.hrInbox],
    replyTo: [a.email],
    subject: oneLine(`New application: ${a.fullName} for ${a.jobTitle}`),
    ...renderMail({
      preheader: `${a.fullName} applied for ${a.jobTitle}.`,
      heading: 'New job application',
      paragraphs: [`${a.fullName} applied for ${a.jobTitle}. The resume is in the admin area.`],
      rows: [
        ['Position', a.jobTitle],
        ['Name', a.fullName],
        ['Email', a.email],
        ['Mobile number', a.phoneNumber],
        ['Current CTC', formatCtc(a.currentCTC)],
        ['Expected CTC', formatCtc(a.expectedCTC)],
        ['Notice period', a.noticePeriod],
        ['Cover letter', a.coverLetter],
        // When it came in, as the Noida team reads it (the outbox showed an ISO stamp).
        ['Date applied', formatMeetingInstant(a.dateRaised, 'Asia/Kolkata')],
      ],
      button: {
        label: 'Read the application and resume',
        // The application's own side panel on Job Queries (`?application=`).
        href: `${trimEndChar(ctx.siteUrl, '/')}/admin/job-query?application=${encodeURIComponent(a.id)}`,
      },
      after: [`Reply to this mail to answer ${a.firstName} directly.`],
      signature: SIGNATURES.website,
      reason: 'You receive this because your address is the HR inbox of the Moondive website.',
    }),
  };
}

export function applicationAcknowledgement(a: ApplicationView, ctx: ApplicationMailContext): MailMessage {
  const next = nextSteps('application', { email: a.email, jobTitle: a.jobTitle });
  return {
    to: [a.email],
    replyTo: [ctx.hrInbox],
    subject: oneLine(`We received your application for ${a.jobTitle}`),
    ...renderMail({
      preheader: 'Our HR team reviews every application.',
      heading: `Thank you, ${a.firstName}`,
      paragraphs: [
        `Thank you for applying for ${a.jobTitle} at Moondive.`,
        next.steps[0] as string,
        next.steps[1] as string,
      ],
      button: {
        label: 'Life at Moondive',
        href: `${trimEndChar(ctx.siteUrl, '/')}/life-at-moondive`,
      },
      after: [
        'Questions about the role or the process? Reply to this mail.',
        `${ACKNOWLEDGEMENT_RETENTION.application}${trimEndChar(ctx.siteUrl, '/')}${PRIVACY_POLICY_PATH}`,
      ],
      signature: SIGNATURES.hr,
      reason:
        'You receive this because this address was entered in a job application on the Moondive website. If that was not you, ignore this mail: nothing else will be sent.',
    }),
  };
}
