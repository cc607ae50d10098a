/**
 * zod 4's tree-shakable functional API (`zod/mini`) for every shared schema.
 *
 * Why: classic zod schemas carry all their methods, so any classic schema put
 * ~90 KB into each Lambda bundle and the public web pages; with zod/mini a
 * bundle carries only the schema types and checks it uses (~25 KB).
 * Behaviour is the same (both are built on zod/v4/core): classic `.min()` on a
 * string is `z.minLength()`, on a number `z.gte()`; `.refine()` is
 * `.check(z.refine())`; `.transform(f)` is `z.pipe(s, z.transform(f))`;
 * `.optional()` / `.default()` are `z.optional()` / `z._default()`.
 * Classic zod installs its English messages on import; this module does the
 * same, so zod's default messages are unchanged.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';

z.config(en());

export * from 'zod/mini';

/** Classic `z.preprocess`: run `fn` on the raw input, then parse with `schema`. */
export function preprocess<B extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: B) {
  return z.pipe(z.transform(fn), schema);
}
