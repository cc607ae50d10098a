/**
 * Optimistic concurrency for every record staff edit (blogs, jobs, case
 * studies, site sections, testimonials, our work; later deals, campaigns…).
 * The convention (docs/architecture.md, "Editing a record: versions"):
 *
 * - Every editable record carries an integer `version`: 1 when created, +1 on
 *   every change. The API returns it with the record.
 * - An update sends back the version it was based on, in its body
 *   (`withVersion(schema)`). The server stores only when that is still the
 *   current version (one conditional write) and otherwise answers 409 with
 *   `errors.version = RECORD_VERSION_MESSAGES.stale`, never overwriting.
 * - A delete sends the version too (`versionBodySchema`), with the same 409.
 * - The editor shows that message and offers to reload the record.
 *
 * A record written before versions existed counts as version 1.
 */
import * as z from './zod-mini';

export const RECORD_VERSION_MESSAGES = {
  /** ours */
  stale:
    'Someone else saved this after you opened it. Reload to see the latest version, then make your changes again.',
  /** ours */
  required: 'The version of the record you edited is missing. Reload and try again.',
} as const;

/** Version of a record never stored (e.g. a site section still showing its built-in text). */
export const UNSAVED_VERSION = 0;
export const FIRST_VERSION = 1;

/** The `version` field of an update body: the version the edit was based on. */
export const recordVersion = z
  .int({ error: RECORD_VERSION_MESSAGES.required })
  .check(
    z.gte(UNSAVED_VERSION, { error: RECORD_VERSION_MESSAGES.required }),
    z.lte(Number.MAX_SAFE_INTEGER, { error: RECORD_VERSION_MESSAGES.required }),
  );

/** An update body: the record's fields plus the `version` they were based on. */
export function withVersion<S extends z.core.$ZodType>(schema: S) {
  return z.intersection(schema, z.object({ version: recordVersion }));
}

/**
 * A delete's body: the version the member saw when deciding to delete (409
 * when someone saved since, as for an update).
 */
export const versionBodySchema = z.object({ version: recordVersion });

/** A record as the API returns it to editors. */
export type Versioned<T> = T & { version: number };

/** Whether an API error is the stale-version 409 (the editor then offers to reload). */
export function isStaleVersionError(error: { status?: number; errors?: Record<string, string> } | null) {
  return error?.status === 409 && !!error.errors?.version;
}
