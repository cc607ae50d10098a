/**
 * Lets-connect form and the schedule-meeting lead it becomes (SPEC §2, §3, §7
 * POST /contact/lets-connect). The spec leaves the rules out ("not shown").
 *
 * Decisions:
 * - Required: fullName, email, interest, projectDuration, budget, projectPhase.
 *   Optional: companyName, websiteUrl (bare domains get https://),
 *   additionalDetails.
 * - Option fields take exactly the SPEC §9 lists.
 * - The lead uses the lead entity's names: interest -> interestedIn,
 *   projectDuration -> expectedTime, additionalDetails -> message; plus
 *   dateRaised (ISO timestamp set by the server) and an optional _id.
 */

import { BUDGETS, FIELD_LIMITS, INTEREST_OPTIONS, PROJECT_DURATIONS, PROJECT_PHASES } from '../constants';
import { selectMessage } from '../messages';
import {
  emailField,
  enumField,
  isoDateTime,
  optionalText,
  optionalUrl,
  personName,
  recordId,
} from './common';
import { visitorZoneField } from './time-zone';
import * as z from './zod-mini';

const interest = enumField(INTEREST_OPTIONS, selectMessage('what you are interested in'));
const duration = enumField(PROJECT_DURATIONS, selectMessage('the expected project duration'));
const budget = enumField(BUDGETS, selectMessage('a budget'));
const phase = enumField(PROJECT_PHASES, selectMessage('the project phase'));

export const letsConnectFormSchema = z.object({
  fullName: personName('Full name'),
  email: emailField(),
  companyName: optionalText('Company name', FIELD_LIMITS.companyName),
  websiteUrl: optionalUrl('Website URL'),
  interest,
  projectDuration: duration,
  budget,
  projectPhase: phase,
  additionalDetails: optionalText('Additional details', FIELD_LIMITS.additionalDetails),
  /** The visitor's zone: which office's calendar the reply promise counts in. */
  timeZone: visitorZoneField(),
});
export type LetsConnectForm = z.infer<typeof letsConnectFormSchema>;
export type LetsConnectFormInput = z.input<typeof letsConnectFormSchema>;

export const scheduleMeetingLeadSchema = z.object({
  _id: z.optional(recordId),
  fullName: personName('Full name'),
  interestedIn: interest,
  email: emailField(),
  message: optionalText('Message', FIELD_LIMITS.additionalDetails),
  companyName: optionalText('Company name', FIELD_LIMITS.companyName),
  budget,
  expectedTime: duration,
  projectPhase: phase,
  websiteUrl: optionalUrl('Website URL'),
  dateRaised: isoDateTime,
});
export type ScheduleMeetingLead = z.infer<typeof scheduleMeetingLeadSchema>;

/** Builds the stored lead from a validated form. */
export function toScheduleMeetingLead(form: LetsConnectForm, dateRaised: string): ScheduleMeetingLead {
  return {
    fullName: form.fullName,
    interestedIn: form.interest,
    email: form.email,
    message: form.additionalDetails,
    companyName: form.companyName,
    budget: form.budget,
    expectedTime: form.projectDuration,
    projectPhase: form.projectPhase,
    websiteUrl: form.websiteUrl,
    dateRaised,
  };
}
