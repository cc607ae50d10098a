import * as clock from '@app/shared/clock';
import { BatchGetCommand, type BatchGetCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

/**
 * Dashboard counters: one item per counter name (`pk = COUNTER#<name>`,
 * `sk = COUNTER`), changed only by atomic `ADD`, so concurrent requests never
 * lose an update and no read-modify-write is needed. A counter that was never
 * incremented reads as 0. The names and who may read them live in
 * shared/src/dashboard-counts.ts.
 */
const SK = 'COUNTER';

export function counterKey(name: string) {
  return { pk: key('COUNTER', name), sk: SK };
}

/** Adds `by` (negative to subtract) to a counter and returns the new value. */
export async function incrementCounter(name: string, by = 1): Promise<number> {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: counterKey(name),
      UpdateExpression: 'ADD #count :by SET #name = :name, #updatedAt = :now',
      ExpressionAttributeNames: { '#count': 'count', '#name': 'name', '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: { ':by': by, ':name': name, ':now': clock.now().toISOString() },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.count ?? 0);
}

/** Reads several counters in one BatchGetItem (at most 100 names); missing ones are 0. */
export async function readCounters<N extends string>(names: readonly N[]): Promise<Record<N, number>> {
  const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<N, number>;
  if (names.length === 0) return out;
  if (names.length > 100) throw new Error('readCounters reads at most 100 counters at once');
  let keys: Record<string, unknown>[] | undefined = [...new Set(names)].map(counterKey);
  // BatchGetItem may return part of the keys as unprocessed under load; ask again for those.
  for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
    const result: BatchGetCommandOutput = await dynamo.send(
      new BatchGetCommand({
        RequestItems: {
          [TABLE_NAME]: {
            Keys: keys,
            ProjectionExpression: '#name, #count',
            ExpressionAttributeNames: { '#name': 'name', '#count': 'count' },
          },
        },
      }),
    );
    for (const item of result.Responses?.[TABLE_NAME] ?? []) {
      const name = item.name as N;
      if (name in out) out[name] = Number(item.count ?? 0);
    }
    keys = result.UnprocessedKeys?.[TABLE_NAME]?.Keys;
  }
  return out;
}
