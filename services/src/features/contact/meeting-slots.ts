import * as clock from '@app/shared/clock';
import { MEETING_OFFICE_IDS, MEETING_OFFICES, MEETING_SLOTS } from '@app/shared/leads';
import { listOfficeSlots, officeClosures, slotKey } from '@app/shared/meeting-slots';
import * as z from '@app/shared/schemas/zod-mini';
import { bookedSlotKeys } from '../../data/meeting-slot';
import { defineHandler } from '../../lib/handler';

const instant = z.iso.datetime({ offset: true, error: 'Enter a valid date and time (ISO 8601).' });

/**
 * GET /contact/meeting-slots?from&to: both offices' free slots of the booking
 * window (optionally narrowed), as `{office, start}`, ascending, with each
 * office's name, zone and hours so the form can label them. Booked slots come
 * from a Query per month on gsi1. The index is eventually consistent in AWS,
 * so a slot booked a moment ago may still show; booking it then gets a 409
 * from the conditional put.
 */
export const meetingSlots = defineHandler({
  query: z.object({ from: z.optional(instant), to: z.optional(instant) }),
  run: async ({ query }) => {
    const range = {
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
    const now = clock.now();
    const all = listOfficeSlots(now, range);
    const first = all[0];
    const last = all[all.length - 1];
    const booked = first && last ? await bookedSlotKeys(first.start, last.start) : new Set<string>();
    return {
      data: {
        slots: all.filter((s) => !booked.has(slotKey(s))),
        // Named closures, so the picker says why an office is missing on a day.
        closures: officeClosures(now),
        offices: MEETING_OFFICE_IDS.map((id) => {
          const { name, timeZone, dayStart, dayEnd, workingDays } = MEETING_OFFICES[id];
          return { id, name, timeZone, dayStart, dayEnd, workingDays };
        }),
        slotMinutes: MEETING_SLOTS.slotMinutes,
        daysAhead: MEETING_SLOTS.daysAhead,
        minNoticeMinutes: MEETING_SLOTS.minNoticeMinutes,
      },
    };
  },
});
