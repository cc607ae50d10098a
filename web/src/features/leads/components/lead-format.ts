import { MEETING_OFFICES, type MeetingOfficeId } from '@app/shared/leads';
import { staffDate, staffDateTime, staffTime } from '@app/shared/staff-time';
import { formatZoned } from '@app/shared/zoned-time';
import { staffZone } from '../../../lib/staff-zone';

/** ['Sep 8, 2024', '3:05 PM'] in the member's zone (SPEC §9 US short date; the screen names the zone). */
export function formatRaisedParts(iso: string, zone = staffZone()): [date: string, time: string] {
  return [staffDate(iso, zone), staffTime(iso, zone)];
}

/** 'Sep 8, 2024, 3:05 PM' in the member's zone. */
export function formatRaised(iso: string, zone = staffZone()): string {
  return staffDateTime(iso, zone);
}

/**
 * The booked time in its office's zone, e.g. 'Mon, Jun 2, 10:00 AM GMT+5:30 · Noida, India'
 * (leads booked before slots carried an office were Noida's).
 */
export function formatMeeting(start: string, office: MeetingOfficeId = 'noida'): string {
  const { when, office: name } = formatMeetingParts(start, office);
  return `${when} · ${name}`;
}

/** The booked time in its office's zone and the office's name, apart (a table cell shows them on two lines). */
export function formatMeetingParts(start: string, office: MeetingOfficeId = 'noida') {
  const { timeZone, name } = MEETING_OFFICES[office];
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return { when: time.format(new Date(start)), office: name };
}

/** The booked time in the member's zone, for a second line. */
export function formatMeetingLocal(start: string, zone = staffZone()): string {
  return formatZoned(start, zone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
