/**
 * The single-table design: generic key attributes and the global secondary
 * indexes. Infra creates the table from this, the local stack too, and every
 * entity module builds its keys with these names. Access patterns are listed
 * in docs/architecture.md.
 */
import { ValidationError } from '../lib/errors';

export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const GSIS = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

export type GsiName = (typeof GSIS)[number]['name'];

/** Attribute that DynamoDB TTL reads (epoch seconds). */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Every key attribute is a string. */
export const KEY_ATTRIBUTES = [
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...GSIS.flatMap((g) => [g.partitionKey, g.sortKey]),
] as const;

/**
 * DynamoDB refuses a partition key over 2,048 bytes and a sort key over 1,024
 * (a ValidationException, which would be a 500). Every key is held to the
 * smaller bound where it is built, so an overlong slug, id or e-mail from a
 * request is a 400 whatever route it came through (issue 14, finding 7).
 */
export const MAX_KEY_BYTES = 1024;
export const KEY_TOO_LONG_MESSAGE = 'A value in this request is too long.';

export function assertKeySize(value: string): string {
  // Cheap first: a UTF-16 string has at most 3 UTF-8 bytes per code unit.
  if (value.length * 3 > MAX_KEY_BYTES && Buffer.byteLength(value, 'utf8') > MAX_KEY_BYTES)
    throw new ValidationError(KEY_TOO_LONG_MESSAGE);
  return value;
}

/** Joins key parts with '#', the separator no generated id or slug contains. */
export function key(...parts: Array<string | number>): string {
  return assertKeySize(parts.map(String).join('#'));
}
