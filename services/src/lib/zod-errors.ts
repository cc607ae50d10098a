import * as z from '@app/shared/schemas/zod-mini';
import { ValidationError } from './errors';

/** Turns zod issues into `{field: message}` (first message per field wins). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export function parseOrThrow<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0] ?? 'Invalid request';
  throw new ValidationError(first, errors);
}
