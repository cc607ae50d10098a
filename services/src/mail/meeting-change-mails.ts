/**
 * Mails a visitor's own reschedule or cancel causes (issue 30): to the
 * visitor, with the invite's same UID and SEQUENCE + 1 (a REQUEST with the
 * new time, or a CANCEL), and the staff copy to the sales inbox (the host
 * until hosts are assigned). They answer the visitor's own action through
 * their signed link, so they are sent outside the acknowledgement cap
 * (acknowledgement.ts): only someone holding the link can cause them, and
 * each carries only fixed text of ours.
 */
import { trimEndChar } from '@app/shared/strings';
import { formatMeetingInstant } from '@app/shared/time-zones';
import type { MailMessage } from '../lib/mail';
import {
  type BookedLead,
  inviteAttachment,
  type MailContext,
  officeOf,
  staffReason,
  staffRecipients,
  VISITOR_REASON,
  visitorMeetingTime,
} from './lead-mails';
import { SIGNATURES } from './mail-brand';
import { renderMail } from './mail-layout';

export type MeetingChange = 'rescheduled' | 'cancelled';

/** To the visitor: the new time with the fresh link, or the cancellation with a way to book again. */
export function meetingChangeVisitorMail(
  lead: BookedLead,
  change: MeetingChange,
  ctx: MailContext,
  previousStart?: string,
): MailMessage {
  const office = officeOf(lead);
  const when = visitorMeetingTime(lead);
  const before = previousStart
    ? visitorMeetingTime({ ...lead, meeting: { ...lead.meeting, start: previousStart } })
    : undefined;
  const base = trimEndChar(ctx.siteUrl, '/');
  if (change === 'cancelled')
    return {
      to: [lead.email],
      replyTo: [ctx.salesInbox],
      subject: 'Your meeting with Moondive is cancelled',
      ...renderMail({
        preheader: `Cancelled: ${when}.`,
        heading: 'Your meeting is cancelled',
        paragraphs: [
          `Your call with our ${office.name} office on ${when} is cancelled, as you asked.`,
          'The attached update removes it from your calendar.',
        ],
        button: { label: 'Book a new time', href: `${base}/schedule-meeting` },
        signature: SIGNATURES.sales,
        reason: VISITOR_REASON,
      }),
      ...inviteAttachment(lead, { ...ctx, audience: 'visitor' }, 'CANCEL'),
    };
  return {
    to: [lead.email],
    replyTo: [ctx.salesInbox],
    subject: 'Your meeting with Moondive has a new time',
    ...renderMail({
      preheader: `We will talk on ${when}.`,
      heading: 'Your meeting has a new time',
      paragraphs: [
        `Your 30-minute call with our ${office.name} office is moved, as you asked.`,
        'The attached update moves it in your calendar.',
      ],
      rows: [
        ['When', when],
        ['Was', before],
        ['Length', '30 minutes'],
        ['Where', 'Video call; we send the link before the call'],
      ],
      ...(ctx.manageUrl ? { button: { label: 'Reschedule or cancel', href: ctx.manageUrl } } : {}),
      signature: SIGNATURES.sales,
      reason: VISITOR_REASON,
    }),
    ...inviteAttachment(lead, { ...ctx, audience: 'visitor' }, 'REQUEST'),
  };
}

/** To the host (the sales inbox): what changed, with the updated event for their calendar. */
export function meetingChangeStaffMail(
  lead: BookedLead,
  change: MeetingChange,
  ctx: MailContext,
  previousStart?: string,
): MailMessage {
  const office = officeOf(lead);
  const at = (start: string) => formatMeetingInstant(start, office.timeZone);
  const moved = change === 'rescheduled';
  return {
    to: staffRecipients(ctx),
    replyTo: [lead.email],
    subject: `${moved ? 'Meeting moved' : 'Meeting cancelled'}: ${lead.fullName}`.slice(0, 150),
    ...renderMail({
      preheader: moved
        ? `${lead.fullName} moved their call to ${at(lead.meeting.start)}.`
        : `${lead.fullName} cancelled their call.`,
      heading: moved ? 'Meeting moved by the visitor' : 'Meeting cancelled by the visitor',
      paragraphs: [
        moved
          ? `${lead.fullName} moved their call with the ${office.name} office. The attached update moves it in your calendar.`
          : `${lead.fullName} cancelled their call with the ${office.name} office. The attached update removes it from your calendar.`,
      ],
      rows: [
        [moved ? 'New time' : 'Was', at(lead.meeting.start)],
        ['Previous time', moved && previousStart ? at(previousStart) : undefined],
        ['Office', office.name],
        ['Name', lead.fullName],
        ['Email', lead.email],
      ],
      button: {
        label: 'Open meeting leads',
        href: `${trimEndChar(ctx.siteUrl, '/')}/admin/schedule-meeting`,
      },
      signature: SIGNATURES.website,
      reason: staffReason(ctx),
    }),
    ...inviteAttachment(
      lead,
      { ...ctx, manageUrl: undefined, audience: 'staff' },
      moved ? 'PUBLISH' : 'CANCEL',
    ),
  };
}
