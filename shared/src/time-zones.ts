/**
 * Time zones as people read them: "Eastern Time (New York)" instead of the
 * IANA id "America/New_York", and "India Standard Time (Kolkata)" instead of
 * the legacy "Asia/Calcutta" some browsers still report.
 */
import * as clock from './clock';
import { formatZoned } from './zoned-time';

/** Legacy IANA city names browsers still report, as the city is called today. */
const RENAMED_CITIES: Readonly<Record<string, string>> = {
  Calcutta: 'Kolkata',
  Saigon: 'Ho Chi Minh City',
  Kiev: 'Kyiv',
  Rangoon: 'Yangon',
  Katmandu: 'Kathmandu',
};

/** The city of an IANA zone id ('America/New_York' -> 'New York'), or '' for ids like 'UTC'. */
export function zoneCity(timeZone: string): string {
  if (!timeZone.includes('/')) return '';
  const last = timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
  return RENAMED_CITIES[last] ?? last;
}

function namePart(timeZone: string, at: Date, style: 'long' | 'longGeneric'): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/**
 * A zone's readable name: the generic name ("Eastern Time"), with the city when
 * it says more ("Eastern Time (New York)"). Unknown ids come back unchanged.
 */
export function readableZoneName(timeZone: string, at: Date = clock.now()): string {
  const generic = namePart(timeZone, at, 'longGeneric');
  const name = generic && !generic.startsWith('GMT') ? generic : (namePart(timeZone, at, 'long') ?? generic);
  if (!name) return timeZone;
  const city = timeZone.startsWith('Etc/') ? '' : zoneCity(timeZone);
  return city && !name.includes(city) ? `${name} (${city})` : name;
}

/**
 * A meeting time in a zone, spelled out for mails and confirmations:
 * "Monday, December 7, 2026, 9:00 AM Eastern Standard Time".
 */
export function formatMeetingInstant(start: string, timeZone: string): string {
  const at = new Date(start);
  const safeZone = namePart(timeZone, at, 'long') ? timeZone : 'UTC';
  const date = formatZoned(at, safeZone, { dateStyle: 'full' });
  const time = formatZoned(at, safeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'long' });
  return `${date}, ${time}`;
}
