/**
 * Times on staff screens (issue 27 item 5): every screen shows an instant in
 * the member's zone (a setting; the browser's by default) in one format, and
 * names the zone once. One module, so a lead reads the same on Contact Leads,
 * the schedule-meeting list, Moderation, Job Queries and the drawers.
 */
import { MONTH_SHORT_NAMES } from './dates';
import { readableZoneName } from './time-zones';
import { formatZoned, type Instant, zonedParts } from './zoned-time';

/** 'Nov 26, 2026' (SPEC §9 US short date) on the wall calendar of `zone`. */
export function staffDate(instant: Instant, zone: string): string {
  const p = zonedParts(instant, zone);
  return `${MONTH_SHORT_NAMES[p.month - 1]} ${p.day}, ${p.year}`;
}

/** 'Dec 15, 2026' for a calendar day 'YYYY-MM-DD' (a day, not an instant: no zone moves it). */
export function staffDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTH_SHORT_NAMES[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** '8:12 PM' on the wall clock of `zone`. */
export function staffTime(instant: Instant, zone: string): string {
  return formatZoned(instant, zone, { hour: 'numeric', minute: '2-digit' });
}

/** 'Nov 26, 2026, 8:12 PM' in `zone` (the zone is named once per screen, not in every cell). */
export function staffDateTime(instant: Instant, zone: string): string {
  return `${staffDate(instant, zone)}, ${staffTime(instant, zone)}`;
}

/** The line that names a screen's zone once: 'Times in Eastern Time (New York).' */
export function zoneNote(zone: string, at?: Date): string {
  return `Times in ${readableZoneName(zone, at)}.`;
}
