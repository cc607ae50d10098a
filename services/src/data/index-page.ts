/**
 * The one paged read of an index partition, newest first (a Query, never a
 * scan), with optional filters. Used by the deal list and board columns
 * (D2, D3) and the application lists (C6, C7).
 */
import type { CursorPage } from '@app/shared/schemas/common';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { decodeCursor, encodeCursor } from './cursor';
import type { GsiName } from './table';

/** Conditions joined with AND into a FilterExpression, with their attribute names and values. */
export interface IndexFilter {
  conditions: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

interface IndexPageQuery<T> {
  index: GsiName;
  partition: string;
  limit: number;
  cursor?: string;
  filter?: IndexFilter;
  /** How many index reads a filtered page may take (an unfiltered page is one read). */
  maxFilterReads: number;
  toItem: (item: Record<string, unknown>) => T;
}

/**
 * One page of `partition` on `index`, newest first. Unfiltered, it is one
 * read of `limit`. Filtered, it reads at most `maxFilterReads` times, each
 * asking for no more than still fits the page (so the cursor never skips an
 * item): the cost of a call stays bounded however large the partition grows,
 * and a filtered page may come back short with a cursor. A cursor is accepted
 * only for this index partition (400 otherwise).
 */
export async function queryIndexPage<T>(query: IndexPageQuery<T>): Promise<CursorPage<T>> {
  const { index, partition, limit, filter } = query;
  const filtered = !!filter && filter.conditions.length > 0;
  let startKey: Record<string, unknown> | undefined = decodeCursor(query.cursor, {
    attributes: ['pk', 'sk', `${index}pk`, `${index}sk`],
    partition: [`${index}pk`, partition],
  });
  const items: T[] = [];
  for (let read = 0; read < (filtered ? query.maxFilterReads : 1); read++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: filtered ? filter.conditions.join(' AND ') : undefined,
        ExpressionAttributeNames: { '#pk': `${index}pk`, ...(filtered ? filter.names : {}) },
        ExpressionAttributeValues: { ':pk': partition, ...(filtered ? filter.values : {}) },
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) items.push(query.toItem(item));
    startKey = out.LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  return { items, nextCursor: encodeCursor(startKey) };
}
