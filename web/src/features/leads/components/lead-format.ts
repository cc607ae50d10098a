import { formatUsShortDate } from '@app/shared/dates';
import { MEETING_OFFICES, type MeetingOfficeId } from '@app/shared/leads';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** ['Sep 8, 2024', '3:05 PM'] in the staff member's zone (SPEC §9 US short date). */
export function formatRaisedParts(iso: string): [date: string, time: string] {
  return [formatUsShortDate(iso, { timeZone: 'local' }), time.format(new Date(iso))];
}

/** 'Sep 8, 2024, 3:05 PM' in the staff member's zone. */
export function formatRaised(iso: string): string {
  return formatRaisedParts(iso).join(', ');
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

/** The booked time in the viewer's own zone, for a tooltip/second line. */
export function formatMeetingLocal(start: string): string {
  const local = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return local.format(new Date(start));
}
