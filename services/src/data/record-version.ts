/**
 * The one data-layer piece of the record-version convention
 * (shared/src/schemas/record-version.ts, docs/architecture.md "Editing a
 * record: versions"). Every entity that staff edit stores through
 * `putVersioned`: one conditional PutItem on `version`, so a stale edit never
 * overwrites a newer one, even when two saves race (no transaction needed,
 * which dynalite lacks anyway).
 */
import { FIRST_VERSION, RECORD_VERSION_MESSAGES, UNSAVED_VERSION } from '@app/shared/schemas/record-version';
import type { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { ConflictError, NotFoundError } from '../lib/errors';

/** The version of a stored item; items written before versions existed count as the first. */
export function versionOf(item: { version?: unknown } | null | undefined): number {
  if (!item) return UNSAVED_VERSION;
  return typeof item.version === 'number' && Number.isInteger(item.version) ? item.version : FIRST_VERSION;
}

export function staleVersion(): ConflictError {
  return new ConflictError(RECORD_VERSION_MESSAGES.stale, { version: RECORD_VERSION_MESSAGES.stale });
}

/**
 * Fails fast (before slugs, images or pages are touched) when the editor's
 * version is not the stored one. `current` null means the record is gone.
 */
export function assertVersion(
  current: { version?: unknown } | null,
  expected: number,
  notFoundMessage: string,
): void {
  if (!current) {
    if (expected === UNSAVED_VERSION) return;
    throw new NotFoundError(notFoundMessage);
  }
  if (versionOf(current) !== expected) throw staleVersion();
}

interface VersionedPut {
  /** The record type (entities/): it builds the keys and the stored item. */
  entity: Entity;
  /** The record's fields, without `version`. */
  item: Record<string, unknown>;
  /** The version the edit was based on; UNSAVED_VERSION creates the item. */
  expected: number;
  /** 404 message when the item was deleted meanwhile. */
  notFoundMessage: string;
}

/**
 * Stores `item` as version `expected + 1` only if the stored version is still
 * `expected` (or, for UNSAVED_VERSION, nothing is stored). Otherwise 409 with
 * the stale message, or 404 when the record was deleted meanwhile.
 * Returns the new version.
 */
export async function putVersioned({
  entity,
  item,
  expected,
  notFoundMessage,
}: VersionedPut): Promise<number> {
  const version = expected + 1;
  const create = expected === UNSAVED_VERSION;
  try {
    await entity
      .build(PutItemCommand)
      .item({ ...item, version } as never)
      .options({ condition: create ? { attr: 'pk', exists: false } : isStill(expected) } as never)
      .send();
    return version;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
  if (create) throw staleVersion();
  return whyRefused(entity, item, notFoundMessage);
}

/**
 * Deletes the record only if its stored version is still `expected` (a delete
 * follows the convention too: it was decided on what the member saw) and
 * returns what was stored, mapped. Otherwise 409 with the stale message, or
 * 404 when it is already gone.
 */
export async function deleteVersioned(
  entity: Entity,
  key: Record<string, unknown>,
  expected: number,
  notFoundMessage: string,
): Promise<Record<string, unknown>> {
  try {
    const out = await entity
      .build(DeleteItemCommand)
      .key(key as never)
      .options({ returnValues: 'ALL_OLD', condition: isStill(expected) } as never)
      .send();
    return (out.Attributes ?? {}) as Record<string, unknown>;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
  return whyRefused(entity, key, notFoundMessage);
}

/** The condition "stored, and still at version `expected`" (version 1 includes items from before versions). */
function isStill(expected: number): Condition {
  const stored: Condition = { attr: 'pk', exists: true };
  return expected === FIRST_VERSION
    ? {
        and: [
          stored,
          {
            or: [
              { attr: 'version', eq: expected },
              { attr: 'version', exists: false },
            ],
          },
        ],
      }
    : { and: [stored, { attr: 'version', eq: expected }] };
}

/** After a refused conditional write: 404 when the item is gone, else 409 stale. */
async function whyRefused(
  entity: Entity,
  key: Record<string, unknown>,
  notFoundMessage: string,
): Promise<never> {
  const now = await entity
    .build(GetItemCommand)
    .key(key as never)
    .options({ consistent: true })
    .send();
  if (!now.Item) throw new NotFoundError(notFoundMessage);
  throw staleVersion();
}
