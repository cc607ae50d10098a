import * as clock from '@app/shared/clock';
import { MEETING_SLOTS } from '@app/shared/leads';
import { listOfficeSlots, officeClosures, outsideBuffers, slotKey } from '@app/shared/meeting-slots';
import * as z from '@app/shared/schemas/zod-mini';
import { bookedSlotKeys } from '../../data/meeting-slot';
import { listAvailabilities } from '../../data/office-availability';
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
    // The offices' availability records, read on every request: a closure saved on
    // /admin/availability takes that day's slots away from the next request.
    const offices = await listAvailabilities();
    const all = listOfficeSlots(now, range, offices);
    const first = all[0];
    const last = all[all.length - 1];
    // A day either side, so a buffer reaches booked meetings just outside the listed range.
    const booked =
      first && last
        ? await bookedSlotKeys(
            new Date(Date.parse(first.start) - 86_400_000).toISOString(),
            new Date(Date.parse(last.start) + 86_400_000).toISOString(),
          )
        : new Set<string>();
    const bookedSlots = [...booked].map((k) => {
      const [office = '', start = ''] = k.split('#');
      return { office, start } as (typeof all)[number];
    });
    return {
      data: {
        slots: outsideBuffers(
          all.filter((s) => !booked.has(slotKey(s))),
          bookedSlots,
          offices,
        ),
        // Named closures, so the picker says why an office is missing on a day.
        closures: officeClosures(now, offices),
        offices: offices.map(({ id, name, timeZone, dayStart, dayEnd, workingDays }) => ({
          id,
          name,
          timeZone,
          dayStart,
          dayEnd,
          workingDays,
        })),
        slotMinutes: MEETING_SLOTS.slotMinutes,
        daysAhead: Math.max(...offices.map((o) => o.daysAhead)),
        minNoticeMinutes: Math.min(...offices.map((o) => o.minNoticeMinutes)),
      },
    };
  },
});
