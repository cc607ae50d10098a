/**
 * The one paged read of an index partition (a Query, never a scan), with an
 * optional sort-key range and an optional filter, built by dynamodb-toolbox
 * from the entity definition (entities/): the items come back already
 * mapped, storage-only attributes stripped. Every list of a record type uses
 * it (leads, deals, applications, jobs, members, audit entries, blogs...).
 */
import type { CursorPage } from '@app/shared/schemas/common';
import type { Entity } from 'dynamodb-toolbox/entity';
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { decodeCursor, encodeCursor } from './cursor';
import type { GsiName } from './table';

/** A sort-key range, as dynamodb-toolbox takes it. */
export type SortRange =
  | { between: [string, string] }
  | { gte: string }
  | { gt: string }
  | { lte: string }
  | { lt: string }
  | { beginsWith: string };

interface IndexPageQuery<T> {
  entity: Entity;
  /** A GSI, or none for the table's own key (`pk`, range on `sk`). */
  index?: GsiName;
  partition: string;
  range?: SortRange;
  limit: number;
  cursor?: string;
  /** Conditions on the entity's attributes, joined with AND. */
  filters?: Condition[];
  /** How many index reads a filtered page may take (an unfiltered page is one read). */
  maxFilterReads?: number;
  /**
   * Items evaluated per filtered read. Without it a read asks for no more than
   * still fits the page (so the cursor never skips an item); with it, a read
   * that fills the page midway ends the page after its last item returned.
   */
  readSize?: number;
  /** Oldest (smallest sort key) first; newest first otherwise. */
  oldestFirst?: boolean;
  /** Only these attributes (a projection). */
  attributes?: string[];
  /** Refines the entity's mapped item into the view (defaults to the item itself). */
  toItem?: (item: Record<string, unknown>) => T;
  /** The error for a cursor of another partition (default: 400 "Invalid cursor"). */
  invalidCursor?: () => Error;
}

/**
 * One page of `partition` on `index`. Unfiltered, it is one read of `limit`.
 * Filtered, it reads at most `maxFilterReads` times: the cost of a call stays
 * bounded however large the partition grows, and a filtered page may come
 * back short with a cursor. A cursor is accepted only for this index
 * partition (400 otherwise).
 */
export async function queryIndexPage<T = Record<string, unknown>>(
  query: IndexPageQuery<T>,
): Promise<CursorPage<T>> {
  const { entity, index, partition, limit, filters = [] } = query;
  const filtered = filters.length > 0;
  const keyAttributes = index ? ['pk', 'sk', `${index}pk`, `${index}sk`] : ['pk', 'sk'];
  let startKey: Record<string, unknown> | undefined = cursorKey(query, keyAttributes);
  const toItem = query.toItem ?? ((item: Record<string, unknown>) => item as T);
  const items: T[] = [];
  for (let read = 0; read < (filtered ? (query.maxFilterReads ?? 1) : 1); read++) {
    const room = limit - items.length;
    const out = await entity.table
      .build(QueryCommand)
      .entities(entity)
      .query({
        partition,
        ...(index ? { index } : {}),
        ...(query.range ? { range: query.range } : {}),
      } as never)
      .options({
        reverse: !query.oldestFirst,
        limit: filtered && query.readSize ? query.readSize : room,
        exclusiveStartKey: startKey,
        ...(filtered
          ? { filters: { [entity.entityName]: filters.length === 1 ? filters[0] : { and: filters } } }
          : {}),
        ...(query.attributes ? { attributes: query.attributes } : {}),
        // Each index partition holds one record type, and items stored by older versions may lack
        // `entity` (a lead from before issue 19): no filter on it, so the cost and the items are as before.
        entityAttrFilter: false,
      } as never)
      .send();
    const found = (out.Items ?? []) as Record<string, unknown>[];
    for (const item of found.slice(0, room)) items.push(toItem(item));
    if (found.length > room) {
      // The page filled in the middle of this read: continue after the last item returned.
      startKey = indexKeyOf(entity, found[room - 1] as Record<string, unknown>, keyAttributes);
      break;
    }
    startKey = out.LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  return { items, nextCursor: encodeCursor(startKey) };
}

function cursorKey(query: IndexPageQuery<unknown>, attributes: string[]) {
  const partitionKey = query.index ? `${query.index}pk` : 'pk';
  const expect = { attributes, partition: [partitionKey, query.partition] as [string, string] };
  if (!query.invalidCursor) return decodeCursor(query.cursor, expect);
  try {
    return decodeCursor(query.cursor, expect);
  } catch {
    throw query.invalidCursor();
  }
}

/** The stored key attributes of a mapped item, rebuilt by the entity's own key links. */
function indexKeyOf(entity: Entity, item: Record<string, unknown>, attributes: string[]) {
  const { item: stored } = entity.build(EntityParser).parse(item, { mode: 'put' }) as {
    item: Record<string, unknown>;
  };
  return Object.fromEntries(attributes.map((name) => [name, stored[name]]));
}
