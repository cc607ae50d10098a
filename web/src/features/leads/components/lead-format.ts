import { formatUsShortDate } from '@app/shared/dates';
import { MEETING_SLOTS } from '@app/shared/leads';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Sep 8, 2024, 3:05 PM' in the staff member's zone (SPEC §9 US short date). */
export function formatRaised(iso: string): string {
  return `${formatUsShortDate(iso, { timeZone: 'local' })}, ${time.format(new Date(iso))}`;
}

const business = new Intl.DateTimeFormat('en-US', {
  timeZone: MEETING_SLOTS.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The booked time in the business zone, e.g. 'Mon, Jun 2, 10:00 AM (Asia/Kolkata)'. */
export function formatMeeting(start: string): string {
  return `${business.format(new Date(start))} (${MEETING_SLOTS.timeZone})`;
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
