/**
 * An office's availability (issue 30, item 4): the record Sales edit on
 * /admin/availability and the meeting slots read on every request. It is
 * keyed by the office id and kept apart from the office's contact card, so
 * editing one never conflicts with the other. `availabilitySeed`
 * (office-availability-seed.ts) builds the record from today's code for an
 * office nobody has edited yet.
 */
import type { MeetingOfficeId } from '../leads';
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from '../office-availability-messages';
import { isoDateField, plainText } from './common';
import { timeZoneField } from './time-zone';
import * as z from './zod-mini';

export { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES };

const HALF_HOUR = /^(?:[01]\d|2[0-3]):(?:00|30)$|^24:00$/;
const timeField = () =>
  z
    .string({ error: AVAILABILITY_MESSAGES.time })
    .check(z.trim(), z.regex(HALF_HOUR, AVAILABILITY_MESSAGES.time));

const minutesField = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of minutes.` })
    .check(
      z.int({ error: `${label} must be a whole number of minutes.` }),
      z.gte(0, { error: `${label} cannot be negative.` }),
      z.lte(max, { error: `${label} can be at most ${max} minutes.` }),
    );

export const closureSchema = z.object({ date: isoDateField(), name: plainText('Closure name', 80) });
export type OfficeClosureDay = z.infer<typeof closureSchema>;

const fields = {
  name: plainText('Office name', 80),
  timeZone: timeZoneField(),
  workingDays: z
    .array(z.number().check(z.int(), z.gte(1), z.lte(7)), { error: AVAILABILITY_MESSAGES.workingDays })
    .check(z.minLength(1, { error: AVAILABILITY_MESSAGES.workingDays }), z.maxLength(7)),
  dayStart: timeField(),
  dayEnd: timeField(),
  bufferMinutes: minutesField('Buffer', AVAILABILITY_LIMITS.bufferMinutes),
  minNoticeMinutes: minutesField('Minimum notice', AVAILABILITY_LIMITS.minNoticeMinutes),
  daysAhead: z.number({ error: 'Booking window must be a number of days.' }).check(
    z.int({ error: 'Booking window must be a whole number of days.' }),
    z.gte(1, { error: 'Booking window must be at least 1 day.' }),
    z.lte(AVAILABILITY_LIMITS.daysAhead, {
      error: `Booking window can be at most ${AVAILABILITY_LIMITS.daysAhead} days.`,
    }),
  ),
  closures: z
    .array(closureSchema)
    .check(z.maxLength(AVAILABILITY_LIMITS.closures, { error: AVAILABILITY_MESSAGES.tooManyClosures })),
};

const rules = z.superRefine((value: unknown, ctx) => {
  const v = value as { dayStart: string; dayEnd: string; closures: OfficeClosureDay[] };
  if (v.dayEnd <= v.dayStart)
    ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.hoursOrder, path: ['dayEnd'], input: v });
  const seen = new Set<string>();
  v.closures.forEach((c, i) => {
    if (seen.has(c.date))
      ctx.addIssue({
        code: 'custom',
        message: AVAILABILITY_MESSAGES.closureTwice,
        path: ['closures', i, 'date'],
        input: c,
      });
    seen.add(c.date);
  });
});

/** PUT body: the whole availability plus the `version` it was read at (0 for a never-edited seed). */
export const availabilityUpdateSchema = z
  .object({
    ...fields,
    version: z.number({ error: 'version is required.' }).check(z.int(), z.gte(0)),
  })
  .check(rules);
export type AvailabilityUpdate = z.infer<typeof availabilityUpdateSchema>;

/** The stored record (and the API's view of it). `version` 0 means the seed, never saved. */
export interface OfficeAvailability extends Omit<AvailabilityUpdate, 'workingDays' | 'closures'> {
  id: MeetingOfficeId;
  workingDays: number[];
  closures: OfficeClosureDay[];
  slotMinutes: number;
  updatedAt?: string;
  updatedBy?: string;
}
