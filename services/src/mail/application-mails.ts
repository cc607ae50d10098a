/**
 * Mails about a new job application: the notification to the stage's HR
 * inbox (Reply-To the applicant) and the acknowledgement to the applicant.
 * No resume is attached and no link to it is sent: resumes stay in the
 * private bucket and HR downloads them from /admin/job-query. Every value is
 * escaped for the HTML part; subjects lose line breaks.
 */
import { CTC_NOT_APPLICABLE } from '@app/shared/constants';
import { formatRupees } from '@app/shared/currency';
import type { ApplicationView } from '@app/shared/schemas/careers-admin';
import { escapeHtml, type MailMessage } from '../lib/mail';

export interface ApplicationMailContext {
  hrInbox: string;
  siteUrl: string;
}

type Row = [label: string, value: string | undefined];

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, 150);
}

function render(intro: string, rows: Row[], outro?: string): { text: string; html: string } {
  const present = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const text = [intro, '', ...present.map(([l, v]) => `${l}: ${v}`), ...(outro ? ['', outro] : [])].join(
    '\n',
  );
  const html =
    `<p>${escapeHtml(intro)}</p><table cellpadding="4">` +
    present
      .map(
        ([l, v]) =>
          `<tr><th align="left" valign="top">${escapeHtml(l)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('') +
    `</table>${outro ? `<p>${escapeHtml(outro)}</p>` : ''}`;
  return { text, html };
}

export function formatCtc(value: number | typeof CTC_NOT_APPLICABLE): string {
  return value === CTC_NOT_APPLICABLE ? CTC_NOT_APPLICABLE : formatRupees(value);
}

export function applicationNotification(a: ApplicationView, ctx: ApplicationMailContext): MailMessage {
  return {
    to: [ctx.hrInbox],
    replyTo: [a.email],
    subject: oneLine(`New application: ${a.fullName} for ${a.jobTitle}`),
    ...render(
      `${a.fullName} applied for ${a.jobTitle}.`,
      [
        ['Name', a.fullName],
        ['Email', a.email],
        ['Mobile number', a.phoneNumber],
        ['Current CTC', formatCtc(a.currentCTC)],
        ['Expected CTC', formatCtc(a.expectedCTC)],
        ['Notice period', a.noticePeriod],
        ['Cover letter', a.coverLetter],
        ['Date applied', a.dateRaised],
      ],
      `Read the application and download the resume: ${ctx.siteUrl}/admin/job-query`,
    ),
  };
}

export function applicationAcknowledgement(a: ApplicationView, ctx: ApplicationMailContext): MailMessage {
  return {
    to: [a.email],
    replyTo: [ctx.hrInbox],
    subject: oneLine(`We received your application for ${a.jobTitle}`),
    ...render(
      `Hello ${a.firstName}, thank you for applying for ${a.jobTitle} at Moondive. Our HR team will review your application and contact you if your profile matches.`,
      [
        ['Position', a.jobTitle],
        ['Notice period', a.noticePeriod],
      ],
      'If you did not apply, you can ignore this mail.',
    ),
  };
}
