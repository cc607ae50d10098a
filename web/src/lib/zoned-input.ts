/**
 * `<input type="datetime-local">` values as wall times in the member's zone
 * (Settings › Time zone; the browser's by default), so a schedule reads and
 * saves in the zone the screen names (ZoneNote), not the machine's.
 */
import { isoInZone, zonedInstant } from '@app/shared/zoned-time';
import { staffZone } from './staff-zone';

/** ISO instant -> datetime-local value in `zone`. */
export function toZonedInput(iso: string | undefined, zone = staffZone()): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return isoInZone(new Date(iso), zone).slice(0, 16);
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** datetime-local value read as a wall time in `zone` -> ISO instant (a DST gap moves forward). */
export function fromZonedInput(value: string, zone = staffZone()): string | undefined {
  if (!LOCAL_INPUT.test(value)) return undefined;
  const [day = '', time = ''] = value.split('T');
  const at = zonedInstant(day, time, zone);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
