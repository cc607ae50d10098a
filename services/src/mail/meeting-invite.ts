/**
 * The .ics invitation (RFC 5545) a booked meeting's mails carry, built by
 * ical-generator. Times are UTC (`DTSTART:20261207T140000Z`), which every
 * calendar converts to its owner's zone, so no VTIMEZONE is needed and the
 * instant is right across daylight-saving changes. The visitor's copy is a
 * REQUEST (organizer: the sales inbox, attendee: the visitor, so mail clients
 * offer Accept/Decline); sales get a PUBLISH of the same event (same UID) to
 * add to their calendar. The visitor moves or cancels the meeting through the
 * signed link (issue 30): each change sends the same UID with SEQUENCE + 1, a
 * REQUEST for a new time and a CANCEL (STATUS:CANCELLED) for a cancellation,
 * so calendars update the one event. Every invite carries a VALARM.
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
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

export interface InviteContext {
  salesInbox: string;
  siteUrl: string;
  /** The visitor's signed link to move or cancel (their copy only). */
  manageUrl?: string;
  /** Whose copy: a REQUEST is the visitor's and a PUBLISH staff's unless said; a CANCEL goes to both. */
  audience?: 'visitor' | 'staff';
}

export type InviteMethod = 'REQUEST' | 'PUBLISH' | 'CANCEL';

/** The calendar's own reminder before the call (minutes); the mailed reminders are the sweep's. */
export const INVITE_ALARM_MINUTES = 15;

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  PUBLISH: ICalCalendarMethod.PUBLISH,
  CANCEL: ICalCalendarMethod.CANCEL,
} as const;

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
    method: METHODS[method],
  });
  // Only the staff copy names the visitor (the visitor's goes to an unverified address).
  const staff = (ctx.audience ?? (method === 'REQUEST' ? 'visitor' : 'staff')) === 'staff';
  const cancelled = method === 'CANCEL';
  const change = ctx.manageUrl
    ? `To move or cancel the call: ${ctx.manageUrl}`
    : 'To change or cancel, reply to the confirmation e-mail.';
  const visitor = singleLine(lead.fullName);
  const company = lead.companyName ? singleLine(lead.companyName) : '';
  const topic = staff && lead.interestedIn ? ` about ${singleLine(lead.interestedIn)}` : '';
  const event = cal.createEvent({
    id: `meeting-${lead.id}@${uidDomain(ctx.siteUrl)}`,
    sequence: lead.meeting.sequence ?? 0,
    ...(cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
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
        staff ? 'The visitor can move or cancel it with the link in their mail.' : change,
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
  if (!cancelled) event.createAlarm({ type: ICalAlarmType.display, trigger: INVITE_ALARM_MINUTES * 60 });
  return cal.toString();
}
