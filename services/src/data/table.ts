/**
 * The single-table design: generic key attributes and the global secondary
 * indexes. Infra creates the table from this, the local stack too, and every
 * entity module builds its keys with these names. Access patterns are listed
 * in docs/architecture.md.
 */
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

/** Joins key parts with '#', the separator no generated id or slug contains. */
export function key(...parts: Array<string | number>): string {
  return parts.map(String).join('#');
}
