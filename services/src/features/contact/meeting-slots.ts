import { MEETING_SLOTS } from '@app/shared/leads';
import { listSlots } from '@app/shared/meeting-slots';
import * as z from '@app/shared/schemas/zod-mini';
import { bookedSlotStarts } from '../../data/meeting-slot';
import { defineHandler } from '../../lib/handler';

const instant = z.iso.datetime({ offset: true, error: 'Enter a valid date and time (ISO 8601).' });

/**
 * GET /contact/meeting-slots?from&to: the free slots of the booking window
 * (optionally narrowed), as ISO instants. Booked slots come from a Query per
 * month on gsi1. The index is eventually consistent in AWS, so a slot booked a
 * moment ago may still show; booking it then gets a 409 from the conditional put.
 */
export const meetingSlots = defineHandler({
  query: z.object({ from: z.optional(instant), to: z.optional(instant) }),
  run: async ({ query }) => {
    const range = {
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    };
    const all = listSlots(new Date(), MEETING_SLOTS, range);
    const first = all[0];
    const last = all[all.length - 1];
    const booked = first && last ? await bookedSlotStarts(first, last) : new Set<string>();
    return {
      data: {
        slots: all.filter((s) => !booked.has(s)),
        slotMinutes: MEETING_SLOTS.slotMinutes,
        timeZone: MEETING_SLOTS.timeZone,
        daysAhead: MEETING_SLOTS.daysAhead,
        minNoticeMinutes: MEETING_SLOTS.minNoticeMinutes,
      },
    };
  },
});
