/**
 * Mails about a new lead: the notification to the stage's sales inbox
 * (Reply-To the visitor, so staff answer with one click) and the
 * acknowledgement to the visitor (Reply-To sales). All share the branded
 * layout (mail-layout.ts): HTML plus a text part, signed. The
 * acknowledgement goes to an address nobody verified, so it never repeats
 * what the visitor typed beyond their name and the options they picked: a
 * form cannot be used to send someone else a message of its sender's choice.
 * A booked meeting's mails carry an .ics invitation (meeting-invite.ts).
 */
import { type LeadKind, MEETING_OFFICES, type MeetingOfficeId } from '@app/shared/leads';
import { nextSteps, REPLY_TIME } from '@app/shared/next-steps';
import { ACKNOWLEDGEMENT_RETENTION, PRIVACY_POLICY_PATH } from '@app/shared/privacy-notices';
import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { trimEndChar } from '@app/shared/strings';
import { formatMeetingInstant, zoneCity } from '@app/shared/time-zones';
import { singleLine } from '@app/shared/unsafe-chars';
import { isKnownZone } from '@app/shared/zoned-time';
import type { MailMessage } from '../lib/mail';
import { SIGNATURES } from './mail-brand';
import { type MailRow, renderMail } from './mail-layout';
import { meetingInvite } from './meeting-invite';

export interface MailContext {
  salesInbox: string;
  siteUrl: string;
  /** A booked meeting's signed link to move or cancel it (the visitor's mails only). */
  manageUrl?: string;
  /** The lead's owner, the meeting's host (issue 30, item 5): named to the visitor, copied on staff mails. */
  host?: { email: string; displayName?: string };
}

/** The staff copy goes to the sales inbox and to the lead's owner (once, if they are the same). */
export function staffRecipients(ctx: MailContext): string[] {
  const host = ctx.host?.email;
  return host && host !== ctx.salesInbox.toLowerCase() ? [ctx.salesInbox, host] : [ctx.salesInbox];
}

function hostName(ctx: MailContext): string | undefined {
  return ctx.host ? (ctx.host.displayName ?? ctx.host.email) : undefined;
}

function oneLine(text: string): string {
  return singleLine(text).slice(0, 150);
}

function site(ctx: MailContext, path: string): string {
  return `${trimEndChar(ctx.siteUrl, '/')}${path}`;
}

/** Issue 28: every acknowledgement repeats the retention in one line, from the retention table. */
function retentionLine(ctx: MailContext): string {
  return `${ACKNOWLEDGEMENT_RETENTION.enquiry}${site(ctx, PRIVACY_POLICY_PATH)}`;
}

/** The admin screen of a lead with its side panel open (`?lead=`, read by the leads screen). */
export function leadLink(kind: LeadKind, id: string): string {
  const screen = kind === 'contact' ? '/admin/contact-leads' : '/admin/schedule-meeting';
  return `${screen}?lead=${encodeURIComponent(id)}`;
}

export const STAFF_REASON =
  'You receive this because your address is the sales inbox of the Moondive website.';

/**
 * Why a staff copy's recipients get it (staffRecipients): the sales inbox,
 * and the lead's owner when it is copied to them, each named by address.
 */
export function staffReason(ctx: MailContext): string {
  const [inbox, owner] = staffRecipients(ctx);
  if (!owner) return STAFF_REASON;
  return `You receive this because ${inbox} is the sales inbox of the Moondive website and ${owner} owns this lead in the admin area.`;
}
export const VISITOR_REASON =
  'You receive this because this address was entered in a form on the Moondive website. If that was not you, ignore this mail: nothing else will be sent.';

export type BookedLead = MeetingLeadView & { meeting: NonNullable<MeetingLeadView['meeting']> };

export function officeOf(lead: BookedLead) {
  return MEETING_OFFICES[(lead.meeting.office ?? 'noida') as MeetingOfficeId];
}

/** The booked time in the visitor's own zone (the office's when theirs is unknown). */
export function visitorMeetingTime(lead: BookedLead): string {
  const zone = lead.meeting.timeZone;
  return formatMeetingInstant(lead.meeting.start, zone && isKnownZone(zone) ? zone : officeOf(lead).timeZone);
}

function withCity(time: string, zone: string): string {
  const city = isKnownZone(zone) ? zoneCity(zone) : '';
  return city ? `${time} (${city})` : time;
}

export function inviteAttachment(
  lead: BookedLead,
  ctx: MailContext & { audience?: 'visitor' | 'staff' },
  method: 'REQUEST' | 'PUBLISH' | 'CANCEL',
) {
  const content = meetingInvite(lead, ctx, method);
  return {
    calendar: { method, content },
    attachments: [{ filename: 'moondive-meeting.ics', contentType: 'application/ics', content }],
  };
}

export function contactNotification(lead: ContactLeadView, ctx: MailContext): MailMessage {
  return {
    to: staffRecipients(ctx),
    replyTo: [lead.email],
    subject: oneLine(`New contact lead: ${lead.fullName}`),
    ...renderMail({
      preheader: `${lead.fullName} wrote through the Contact Us form.`,
      heading: 'New contact lead',
      paragraphs: [
        `${lead.fullName} wrote through the Contact Us form. The site promised a reply within ${REPLY_TIME}.`,
      ],
      rows: [
        ['Name', lead.fullName],
        ['Email', lead.email],
        ['Phone', lead.phoneNumber],
        ['Message', lead.message],
        ['Date raised', formatMeetingInstant(lead.dateRaised, 'Asia/Kolkata')],
        ['Owner', hostName(ctx) ?? 'Unassigned'],
      ],
      button: { label: 'Open this lead', href: site(ctx, leadLink('contact', lead.id)) },
      after: [`Reply to this mail to answer ${lead.fullName} directly.`],
      signature: SIGNATURES.website,
      reason: staffReason(ctx),
    }),
  };
}

export function meetingNotification(lead: MeetingLeadView, ctx: MailContext): MailMessage {
  const booked = lead.meeting ? (lead as BookedLead) : undefined;
  const office = booked ? officeOf(booked) : undefined;
  const rows: MailRow[] = [
    ['Meeting', booked && office ? formatMeetingInstant(booked.meeting.start, office.timeZone) : undefined],
    ['Office', office?.name],
    [
      "Visitor's time",
      // The time already names the zone; the city says where the visitor is ("... Eastern Standard Time (New York)").
      booked?.meeting.timeZone ? withCity(visitorMeetingTime(booked), booked.meeting.timeZone) : undefined,
    ],
    ['Name', lead.fullName],
    ['Email', lead.email],
    ['Company', lead.companyName],
    ['Website', lead.websiteUrl],
    ['Interested in', lead.interestedIn],
    ['Expected time', lead.expectedTime],
    ['Budget', lead.budget],
    ['Project phase', lead.projectPhase],
    ['Details', lead.message],
    ['Date raised', formatMeetingInstant(lead.dateRaised, 'Asia/Kolkata')],
  ];
  rows.push([booked ? 'Host' : 'Owner', hostName(ctx) ?? 'Unassigned']);
  const what = booked ? 'meeting request' : "let's-connect enquiry";
  return {
    to: staffRecipients(ctx),
    replyTo: [lead.email],
    subject: oneLine(`New ${what}: ${lead.fullName}${lead.companyName ? ` (${lead.companyName})` : ''}`),
    ...renderMail({
      preheader: booked
        ? `${lead.fullName} booked a call with the ${office?.name} office.`
        : `${lead.fullName} sent project details.`,
      heading: booked ? 'New meeting booked' : "New let's-connect enquiry",
      paragraphs: booked
        ? [
            `${lead.fullName} booked a 30-minute call. The invitation is attached: add it to the calendar of whoever takes the call, and send the video link within ${REPLY_TIME}.`,
          ]
        : [`${lead.fullName} sent project details. The site promised a reply within ${REPLY_TIME}.`],
      rows,
      button: {
        label: booked ? 'Open this meeting' : 'Open this enquiry',
        href: site(ctx, leadLink('meeting', lead.id)),
      },
      after: [`Reply to this mail to answer ${lead.fullName} directly.`],
      signature: SIGNATURES.website,
      reason: staffReason(ctx),
    }),
    ...(booked ? inviteAttachment(booked, ctx, 'PUBLISH') : {}),
  };
}

export function contactAcknowledgement(lead: ContactLeadView, ctx: MailContext): MailMessage {
  const next = nextSteps('contact', { email: lead.email });
  return {
    to: [lead.email],
    replyTo: [ctx.salesInbox],
    subject: 'We received your message',
    ...renderMail({
      preheader: `We reply within ${REPLY_TIME}.`,
      heading: `Thank you, ${lead.fullName}`,
      paragraphs: [
        'Thank you for contacting Moondive. Your message reached our team.',
        next.steps[0] as string,
        'Anything to add? Reply to this mail and it goes to the same people.',
      ],
      button: { label: 'See what we have built', href: site(ctx, '/case-study') },
      after: [retentionLine(ctx)],
      signature: SIGNATURES.sales,
      reason: VISITOR_REASON,
    }),
  };
}

export function meetingAcknowledgement(lead: MeetingLeadView, ctx: MailContext): MailMessage {
  const booked = lead.meeting ? (lead as BookedLead) : undefined;
  if (!booked) {
    const next = nextSteps('letsConnect', { email: lead.email });
    return {
      to: [lead.email],
      replyTo: [ctx.salesInbox],
      subject: 'We received your project details',
      ...renderMail({
        preheader: `We reply within ${REPLY_TIME} with next steps.`,
        heading: `Thank you, ${lead.fullName}`,
        paragraphs: ['Thank you for telling us about your project.', next.steps[0] as string],
        rows: [
          ['Interested in', lead.interestedIn],
          ['Expected duration', lead.expectedTime],
          ['Budget', lead.budget],
          ['Project phase', lead.projectPhase],
        ],
        button: { label: 'Prefer a call? Book a time', href: site(ctx, '/schedule-meeting') },
        after: [retentionLine(ctx)],
        signature: SIGNATURES.sales,
        reason: VISITOR_REASON,
      }),
    };
  }
  const office = officeOf(booked);
  const when = visitorMeetingTime(booked);
  return {
    to: [lead.email],
    replyTo: [ctx.salesInbox],
    subject: 'Your meeting with Moondive is booked',
    ...renderMail({
      preheader: `We will talk on ${when}.`,
      heading: 'Your meeting is booked',
      paragraphs: [
        `Thank you, ${lead.fullName}. Your 30-minute call with our ${office.name} office is booked.`,
        'The calendar invitation is attached: open it to add the call to your calendar.',
      ],
      rows: [
        ['When', when],
        ['Length', '30 minutes'],
        [
          'With',
          ctx.host
            ? `${ctx.host.displayName ?? ctx.host.email}, from our ${office.name} office`
            : `A product lead from our ${office.name} office`,
        ],
        ['Topic', lead.interestedIn],
        ['Where', 'Video call; we send the link before the call'],
      ],
      ...(ctx.manageUrl ? { button: { label: 'Reschedule or cancel', href: ctx.manageUrl } } : {}),
      after: [
        `We send the video link within ${REPLY_TIME}, and always before the call.`,
        ctx.manageUrl
          ? 'Need another time, or cannot make it? Use the button above: no sign-in needed.'
          : 'Need another time, or cannot make it? Reply to this mail and we will find a new slot.',
        retentionLine(ctx),
      ],
      signature: SIGNATURES.sales,
      reason: VISITOR_REASON,
    }),
    ...inviteAttachment(booked, { ...ctx, audience: 'visitor' }, 'REQUEST'),
  };
}
