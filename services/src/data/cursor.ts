import { ValidationError } from '../lib/errors';
import { MAX_KEY_BYTES } from './table';

/**
 * Page cursors: DynamoDB's LastEvaluatedKey as base64url JSON. A cursor is
 * only accepted for the index partition it came from, with string key values,
 * so a forged one cannot read another entity's partition.
 */
export type DynamoKey = Record<string, string>;

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

export function decodeCursor(
  cursor: string | undefined,
  expect: { attributes: readonly string[]; partition: [string, string] },
): DynamoKey | undefined {
  if (!cursor) return undefined;
  const invalid = () => new ValidationError('Invalid cursor', { cursor: 'Invalid cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed as Record<string, unknown>);
  const names = new Set(expect.attributes);
  if (
    entries.length !== names.size ||
    entries.some(([k, v]) => !names.has(k) || typeof v !== 'string' || Buffer.byteLength(v) > MAX_KEY_BYTES)
  )
    throw invalid();
  const key = parsed as DynamoKey;
  if (key[expect.partition[0]] !== expect.partition[1]) throw invalid();
  return key;
}
