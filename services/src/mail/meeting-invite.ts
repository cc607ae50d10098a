/**
 * The .ics invitation (RFC 5545) a booked meeting's mails carry, built by
 * ical-generator. Times are UTC (`DTSTART:20261207T140000Z`), which every
 * calendar converts to its owner's zone, so no VTIMEZONE is needed and the
 * instant is right across daylight-saving changes. The visitor's copy is a
 * REQUEST (organizer: the sales inbox, attendee: the visitor, so mail clients
 * offer Accept/Decline); sales get a PUBLISH of the same event (same UID) to
 * add to their calendar. Cancel and reschedule: by replying to the mail (see
 * docs/architecture.md, Leads).
 *
 * The visitor's REQUEST goes to an address nobody verified, so it carries only
 * fixed text of ours (the office, the time, how the call happens): no name,
 * company or topic the visitor typed, or a form could send anyone a branded
 * invitation with a message of its sender's choice (issue 25, finding 6). The
 * staff PUBLISH names the visitor. Every value loses control characters
 * (icsText/singleLine): RFC 5545 forbids them in TEXT.
 */

import * as clock from '@app/shared/clock';
import { MEETING_OFFICES, type MeetingOfficeId } from '@app/shared/leads';
import type { MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { trimEndChar } from '@app/shared/strings';
import { icsText, singleLine } from '@app/shared/unsafe-chars';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';

export interface InviteContext {
  salesInbox: string;
  siteUrl: string;
}

export type InviteMethod = 'REQUEST' | 'PUBLISH';

function uidDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'moondive';
  } catch {
    return 'moondive';
  }
}

export function meetingInvite(
  lead: MeetingLeadView & { meeting: NonNullable<MeetingLeadView['meeting']> },
  ctx: InviteContext,
  method: InviteMethod,
  now = clock.now(),
): string {
  const office = MEETING_OFFICES[(lead.meeting.office ?? 'noida') as MeetingOfficeId];
  const cal = ical({
    prodId: { company: 'Moondive', product: 'Website', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.PUBLISH,
  });
  const staff = method === 'PUBLISH';
  const visitor = singleLine(lead.fullName);
  const company = lead.companyName ? singleLine(lead.companyName) : '';
  const topic = staff && lead.interestedIn ? ` about ${singleLine(lead.interestedIn)}` : '';
  cal.createEvent({
    id: `meeting-${lead.id}@${uidDomain(ctx.siteUrl)}`,
    sequence: 0,
    stamp: now,
    start: new Date(lead.meeting.start),
    end: new Date(lead.meeting.end),
    summary: staff
      ? `Moondive intro call with ${visitor}${company ? ` (${company})` : ''}`
      : `Moondive intro call (${office.name} office)`,
    description: icsText(
      [
        `A 30-minute call with Moondive's ${office.name} office${topic}.`,
        'A product lead sends the video link by e-mail before the call.',
        'To change or cancel, reply to the confirmation e-mail.',
      ].join('\n'),
    ),
    location: 'Video call (link sent by e-mail)',
    url: `${trimEndChar(ctx.siteUrl, '/')}/schedule-meeting`,
    organizer: { name: 'Moondive Sales', email: ctx.salesInbox },
    attendees: [
      {
        ...(staff ? { name: visitor } : {}),
        email: singleLine(lead.email),
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return cal.toString();
}
