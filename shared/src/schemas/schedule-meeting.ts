/**
 * Schedule-meeting form: the lets-connect fields plus the slot the visitor
 * picked (its office and start instant) and, for the acknowledgement mail,
 * the visitor's IANA time zone. Whether the slot is bookable right now (business hours,
 * notice, not taken) is decided by the server with shared/src/meeting-slots.
 */

import { MEETING_OFFICE_IDS } from '../leads';
import { canonicalSlot, SLOT_MESSAGES } from '../meeting-slots';
import { letsConnectFormSchema } from './lets-connect';
import { visitorZoneField } from './time-zone';
import * as z from './zod-mini';

export const scheduleMeetingFormSchema = z.extend(letsConnectFormSchema, {
  office: z.enum(MEETING_OFFICE_IDS, { error: SLOT_MESSAGES.required }),
  slotStart: z.string({ error: SLOT_MESSAGES.required }).check(
    z.trim(),
    z.minLength(1, { error: SLOT_MESSAGES.required, abort: true }),
    z.maxLength(40, { error: SLOT_MESSAGES.invalid, abort: true }),
    z.refine((v) => canonicalSlot(v) !== null, { error: SLOT_MESSAGES.invalid }),
  ),
  timeZone: visitorZoneField(),
});
export type ScheduleMeetingForm = z.infer<typeof scheduleMeetingFormSchema>;
export type ScheduleMeetingFormInput = z.input<typeof scheduleMeetingFormSchema>;
