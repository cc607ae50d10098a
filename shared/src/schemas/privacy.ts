/**
 * Data requests (issue 28, /admin/privacy): the e-mail address travels in a
 * POST body, never in a URL (URLs land in access and WAF logs).
 */
import { PRIVACY_REQUEST_DUE_DAYS } from '../retention';
import { emailField } from './common';
import * as z from './zod-mini';

export const PRIVACY_MESSAGES = {
  requestNotFound: 'This data request was not found.',
  confirmMismatch: 'Type the e-mail address exactly to confirm.',
  exportReady: 'The export is ready. The link works for 15 minutes; the file is deleted after a day.',
} as const;

export const PRIVACY_REQUEST_TYPES = ['export', 'erasure'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_REQUEST_STATUSES = ['open', 'done'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/**
 * Where export ZIPs go in the uploads bucket (private). The sweep deletes each
 * a day later (the retention table's `privacyExport` row); the bucket's
 * lifecycle rule on this prefix is the backstop in AWS (infra/lib/stateful-stack.ts).
 */
export const PRIVACY_EXPORT_PREFIX = 'privacy-exports/';

/** The export link's life (seconds). */
export const PRIVACY_EXPORT_LINK_SECONDS = 15 * 60;

const requestId = z.optional(
  z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: PRIVACY_MESSAGES.requestNotFound })),
);

/** POST /admin/privacy/search, /export, /erasures. `requestId`: the logged request this fulfils. */
export const privacyEmailSchema = z.object({ email: emailField(), requestId });
export type PrivacyEmailBody = z.infer<typeof privacyEmailSchema>;

/** POST /admin/privacy/requests: log a request received from a person; due in PRIVACY_REQUEST_DUE_DAYS. */
export const privacyRequestSchema = z.object({
  email: emailField(),
  type: z.enum(PRIVACY_REQUEST_TYPES, { error: 'Choose export or erasure.' }),
});
export type PrivacyRequestBody = z.infer<typeof privacyRequestSchema>;

export interface PrivacyRequestView {
  id: string;
  type: PrivacyRequestType;
  status: PrivacyRequestStatus;
  /** The keyed hash of the address (its first 12 characters name it on screen). */
  emailHash: string;
  requestedBy: string;
  requestedAt: string;
  dueAt: string;
  completedAt?: string;
  completedBy?: string;
  counts?: Record<string, number>;
  overdue: boolean;
}

export const PRIVACY_DUE_DAYS = PRIVACY_REQUEST_DUE_DAYS;
