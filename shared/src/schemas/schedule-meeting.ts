/**
 * Schedule-meeting form: the lets-connect fields plus the slot the visitor
 * picked (its start instant) and, for the acknowledgement mail, the visitor's
 * IANA time zone. Whether the slot is bookable right now (business hours,
 * notice, not taken) is decided by the server with shared/src/meeting-slots.
 */
import * as z from 'zod';
import { canonicalSlot, SLOT_MESSAGES } from '../meeting-slots';
import { letsConnectFormSchema } from './lets-connect';

export const scheduleMeetingFormSchema = letsConnectFormSchema.extend({
  slotStart: z
    .string({ error: SLOT_MESSAGES.required })
    .trim()
    .min(1, { error: SLOT_MESSAGES.required, abort: true })
    .max(40, { error: SLOT_MESSAGES.invalid, abort: true })
    .refine((v) => canonicalSlot(v) !== null, { error: SLOT_MESSAGES.invalid }),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z_+\-/0-9]*$/, { error: 'Invalid time zone.' })
    .optional(),
});
export type ScheduleMeetingForm = z.infer<typeof scheduleMeetingFormSchema>;
export type ScheduleMeetingFormInput = z.input<typeof scheduleMeetingFormSchema>;
