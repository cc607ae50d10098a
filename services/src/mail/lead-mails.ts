/**
 * Mails about a new lead: the notification to the stage's sales inbox
 * (Reply-To the visitor, so staff answer with one click) and the
 * acknowledgement to the visitor. Every value is escaped for the HTML part;
 * subjects lose line breaks.
 */
import { MEETING_SLOTS } from '@app/shared/leads';
import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { escapeHtml, type MailMessage } from '../lib/mail';

export interface MailContext {
  salesInbox: string;
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

/** A meeting time in a zone, e.g. "Monday, June 2, 2025 at 10:30 AM (Asia/Kolkata)". */
export function formatMeetingTime(start: string, timeZone: string): string {
  let zone = timeZone;
  let formatted: string;
  try {
    formatted = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(start),
    );
  } catch {
    zone = MEETING_SLOTS.timeZone;
    formatted = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(start));
  }
  return `${formatted} (${zone})`;
}

export function contactNotification(lead: ContactLeadView, ctx: MailContext): MailMessage {
  const body = render(
    'A new contact lead came in through the Contact Us form.',
    [
      ['Name', lead.fullName],
      ['Email', lead.email],
      ['Phone', lead.phoneNumber],
      ['Message', lead.message],
      ['Date raised', lead.dateRaised],
    ],
    `Reply to this mail to answer ${lead.fullName}. All contact leads: ${ctx.siteUrl}/admin/contact-leads`,
  );
  return {
    to: [ctx.salesInbox],
    replyTo: [lead.email],
    subject: oneLine(`New contact lead: ${lead.fullName}`),
    ...body,
  };
}

export function meetingNotification(lead: MeetingLeadView, ctx: MailContext): MailMessage {
  const rows: Row[] = [
    ['Name', lead.fullName],
    ['Email', lead.email],
    ['Company', lead.companyName],
    ['Website', lead.websiteUrl],
    ['Interested in', lead.interestedIn],
    ['Expected time', lead.expectedTime],
    ['Budget', lead.budget],
    ['Project phase', lead.projectPhase],
    ['Details', lead.message],
    ['Meeting', lead.meeting ? formatMeetingTime(lead.meeting.start, MEETING_SLOTS.timeZone) : undefined],
    ['Visitor time zone', lead.meeting?.timeZone],
    ['Date raised', lead.dateRaised],
  ];
  const what = lead.meeting ? 'meeting request' : "let's connect lead";
  return {
    to: [ctx.salesInbox],
    replyTo: [lead.email],
    subject: oneLine(`New ${what}: ${lead.fullName}${lead.companyName ? ` (${lead.companyName})` : ''}`),
    ...render(`A new ${what} came in.`, rows, `All meeting leads: ${ctx.siteUrl}/admin/schedule-meeting`),
  };
}

export function contactAcknowledgement(lead: ContactLeadView, ctx: MailContext): MailMessage {
  return {
    to: [lead.email],
    replyTo: [ctx.salesInbox],
    subject: 'We received your message',
    ...render(
      `Hello ${lead.fullName}, thank you for contacting Moondive. We received your message and will get back to you soon.`,
      // Never the visitor's own text: this address is unverified, so echoing it would relay mail.
      [],
      'If you did not send this, you can ignore this mail.',
    ),
  };
}

export function meetingAcknowledgement(lead: MeetingLeadView, ctx: MailContext): MailMessage {
  const when = lead.meeting
    ? formatMeetingTime(lead.meeting.start, lead.meeting.timeZone ?? MEETING_SLOTS.timeZone)
    : undefined;
  return {
    to: [lead.email],
    replyTo: [ctx.salesInbox],
    subject: when ? 'Your meeting with Moondive is booked' : 'We received your request',
    ...render(
      when
        ? `Hello ${lead.fullName}, thank you for booking a meeting with Moondive. We will send you the meeting link before ${when}.`
        : `Hello ${lead.fullName}, thank you for reaching out to Moondive. We will get back to you soon.`,
      [
        ['Meeting time', when],
        ['Interested in', lead.interestedIn],
      ],
      'Reply to this mail if you need to change anything.',
    ),
  };
}
