/**
 * Turns zod issues into per-field messages for forms and API error bodies.
 * Keys are dotted paths ('cta.buttonLink', 'tags.0'); '' is the form itself.
 * Only the first message of each field is kept, in issue order.
 */
import * as z from './zod-mini';

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * Validates `input` and returns the field messages, or {} when it is valid.
 * Handy in tests and for showing all errors at once.
 */
export function validationErrors(schema: z.core.$ZodType, input: unknown): FieldErrors {
  const result = z.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.error);
}
