/**
 * Contact Us form and the contact lead it becomes (SPEC §2, §3, §7
 * POST /contact/contact-us).
 *
 * Decisions:
 * - Required (marked *): name, email, contactNo. The message is optional, so
 *   a visitor who only wants a call back can still submit.
 * - A lead stores the form as fullName/phoneNumber (the lead entity's names)
 *   plus dateRaised (ISO timestamp, set by the server) and an optional _id.
 */

import { FIELD_LIMITS } from '../constants';
import { emailField, isoDateTime, optionalText, personName, phoneField, recordId } from './common';
import { visitorZoneField } from './time-zone';
import * as z from './zod-mini';

export const contactFormSchema = z.object({
  name: personName('Name'),
  email: emailField(),
  contactNo: phoneField('Contact number'),
  message: optionalText('Message', FIELD_LIMITS.message),
  /** The visitor's zone: which office's calendar the reply promise counts in. */
  timeZone: visitorZoneField(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactLeadSchema = z.object({
  _id: z.optional(recordId),
  fullName: personName('Full name'),
  email: emailField(),
  phoneNumber: phoneField('Phone number'),
  message: optionalText('Message', FIELD_LIMITS.message),
  dateRaised: isoDateTime,
});
export type ContactLead = z.infer<typeof contactLeadSchema>;

/** Builds the stored lead from a validated form. */
export function toContactLead(form: ContactForm, dateRaised: string): ContactLead {
  return {
    fullName: form.name,
    email: form.email,
    phoneNumber: form.contactNo,
    message: form.message,
    dateRaised,
  };
}
