/**
 * The availability of an office nobody has edited yet: today's code
 * (leads.ts and holidays.ts) as the record (schemas/office-availability.ts).
 * A module of its own, so the meeting slots and the sweep read it without
 * building the availability form's zod schemas.
 */
import { OFFICE_HOLIDAYS } from './holidays';
import { MEETING_OFFICE_IDS, MEETING_OFFICES, MEETING_SLOTS, type MeetingOfficeId } from './leads';
import type { OfficeAvailability } from './schemas/office-availability';

/** Today's code as the record of an office nobody has edited yet. */
export function availabilitySeed(id: MeetingOfficeId): OfficeAvailability {
  const o = MEETING_OFFICES[id];
  return {
    id,
    version: 0,
    name: o.name,
    timeZone: o.timeZone,
    workingDays: [...o.workingDays],
    dayStart: o.dayStart,
    dayEnd: o.dayEnd,
    bufferMinutes: 0,
    minNoticeMinutes: MEETING_SLOTS.minNoticeMinutes,
    daysAhead: MEETING_SLOTS.daysAhead,
    slotMinutes: MEETING_SLOTS.slotMinutes,
    closures: OFFICE_HOLIDAYS.filter((h) => h.offices.includes(id)).map((h) => ({
      date: h.date,
      name: h.name,
    })),
  };
}

export const AVAILABILITY_SEEDS: readonly OfficeAvailability[] = MEETING_OFFICE_IDS.map(availabilitySeed);
