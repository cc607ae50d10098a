/**
 * Job application form and the job query it becomes (SPEC §2, §3, §5).
 *
 * Decisions:
 * - Required: firstName, lastName, email, mobileNumber, currentCTC,
 *   expectedCTC, noticePeriod, resume. coverLetter is optional.
 * - CTC is an amount in rupees or 'N/A' ("n/a", "na" in any case are read as
 *   'N/A'); numeric strings such as "12,00,000" are read as numbers.
 * - resume is the storage key of the uploaded file (uploaded first, then the
 *   form is sent); the key must end in .pdf. validateResumeFile checks the
 *   picked file in the browser (PDF, at most 5 MB) before upload.
 * - appliedFor (the opening's id) is not a visible field, so it is added by
 *   jobApplicationRequestSchema, the payload sent to the API.
 * - A job query stores fullName as "firstName lastName"; attachments are
 *   further storage keys (none from this form).
 */

import {
  CTC_NOT_APPLICABLE,
  FIELD_LIMITS,
  NOTICE_PERIODS,
  NUMBER_LIMITS,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPE,
} from '../constants';
import { MESSAGES, rangeMessage, selectMessage } from '../messages';
import {
  emailField,
  enumField,
  isoDateTime,
  optionalText,
  personName,
  phoneField,
  recordId,
  requiredText,
} from './common';
import * as z from './zod-mini';

function toCtcInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (/^n\/?a$/i.test(text)) return CTC_NOT_APPLICABLE;
  const digits = text.replace(/,/g, '');
  if (digits === '') return undefined;
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : value;
}

/** A CTC amount (rupees, >= 0) or 'N/A'. */
export function ctcField(label: string) {
  const range = rangeMessage(label, 0, NUMBER_LIMITS.maxAmount);
  return z.preprocess(
    toCtcInput,
    z.union(
      [
        z.literal(CTC_NOT_APPLICABLE),
        z.number().check(z.gte(0, { error: range }), z.lte(NUMBER_LIMITS.maxAmount, { error: range })),
      ],
      { error: MESSAGES.ctcInvalid },
    ),
  );
}
export type Ctc = number | typeof CTC_NOT_APPLICABLE;

export const resumeKeySchema = requiredText('Resume', FIELD_LIMITS.resumeKey, MESSAGES.resumeRequired).check(
  z.refine((key) => /\.pdf$/i.test(key), { error: MESSAGES.resumeNotPdf }),
);

export const jobApplicationFormSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailField(),
  mobileNumber: phoneField('Mobile number'),
  currentCTC: ctcField('Current CTC'),
  expectedCTC: ctcField('Expected CTC'),
  noticePeriod: enumField(NOTICE_PERIODS, selectMessage('your notice period')),
  resume: resumeKeySchema,
  coverLetter: optionalText('Cover letter', FIELD_LIMITS.coverLetter),
  /** The unticked talent-pool box (issue 28): consider this application for other openings too. */
  talentPool: z.optional(z.boolean({ error: 'Tick the box or leave it empty.' })),
});
export type JobApplicationForm = z.infer<typeof jobApplicationFormSchema>;
export type JobApplicationFormInput = z.input<typeof jobApplicationFormSchema>;

export const jobApplicationRequestSchema = z.extend(jobApplicationFormSchema, { appliedFor: recordId });
export type JobApplicationRequest = z.infer<typeof jobApplicationRequestSchema>;

export const jobQuerySchema = z.object({
  _id: z.optional(recordId),
  fullName: requiredText('Full name', FIELD_LIMITS.personName * 2 + 1),
  email: emailField(),
  phoneNumber: phoneField('Phone number'),
  resume: resumeKeySchema,
  coverLetter: optionalText('Cover letter', FIELD_LIMITS.coverLetter),
  appliedFor: recordId,
  currentCTC: ctcField('Current CTC'),
  expectedCTC: ctcField('Expected CTC'),
  noticePeriod: enumField(NOTICE_PERIODS, selectMessage('your notice period')),
  attachments: z._default(
    z.array(requiredText('Attachment', FIELD_LIMITS.resumeKey)).check(z.maxLength(10)),
    [],
  ),
  dateRaised: z.optional(isoDateTime),
});
export type JobQuery = z.infer<typeof jobQuerySchema>;

/** Builds the stored job query from a validated request. */
export function toJobQuery(request: JobApplicationRequest): JobQuery {
  return {
    fullName: `${request.firstName} ${request.lastName}`,
    email: request.email,
    phoneNumber: request.mobileNumber,
    resume: request.resume,
    coverLetter: request.coverLetter,
    appliedFor: request.appliedFor,
    currentCTC: request.currentCTC,
    expectedCTC: request.expectedCTC,
    noticePeriod: request.noticePeriod,
    attachments: [],
  };
}

/** What the browser knows about a picked file. */
export interface PickedFile {
  readonly name: string;
  readonly type?: string;
  readonly size: number;
}

/**
 * Checks a picked resume before upload. Returns the message to show, or null
 * when the file is acceptable (a PDF by MIME type, or by .pdf name when the
 * type is unknown; not empty; at most 5 MB).
 */
export function validateResumeFile(file: PickedFile | null | undefined): string | null {
  if (!file || file.size <= 0) return MESSAGES.resumeRequired;
  const isPdf = file.type ? file.type === RESUME_MIME_TYPE : /\.pdf$/i.test(file.name);
  if (!isPdf) return MESSAGES.resumeNotPdf;
  if (file.size > RESUME_MAX_BYTES) return MESSAGES.resumeTooLarge;
  return null;
}
