/**
 * Counter items read by key with BatchGetItem (100 keys a call, 4 calls in
 * flight) instead of a Query per day: what a report needs from days it does
 * not break down (the visitors of the funnel, the totals of the period
 * compared), and a campaign's own tag on each day of its period.
 */
import type { Metrics } from '@app/shared/analytics';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { mapLimited } from '../lib/map-limited';
import { type CounterSpace, statsKeys } from './analytics-counters';

export interface CounterKey {
  day: string;
  /** The item's sort key, statsKeys.sk(dimension, value). */
  sk: string;
}

/** The items found (day -> sk -> numeric metrics) and how many were read; a missing key is a zero. */
export async function readCounterItems(wanted: readonly CounterKey[], space: CounterSpace) {
  const chunks: CounterKey[][] = [];
  for (let i = 0; i < wanted.length; i += 100) chunks.push(wanted.slice(i, i + 100));
  const found = new Map<string, Map<string, Metrics>>();
  let itemsRead = 0;
  const dayOf = new Map(wanted.map((k) => [statsKeys.pk(k.day, space), k.day]));
  await mapLimited(chunks, 4, async (chunk) => {
    let keys: Record<string, unknown>[] | undefined = chunk.map((k) => ({
      pk: statsKeys.pk(k.day, space),
      sk: k.sk,
    }));
    for (let attempt = 0; keys && keys.length > 0 && attempt < 6; attempt++) {
      const out: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys } } }),
      );
      for (const item of out.Responses?.[TABLE_NAME] ?? []) {
        itemsRead++;
        const day = dayOf.get(String(item.pk));
        if (!day) continue;
        const metrics: Metrics = {};
        for (const [k, v] of Object.entries(item))
          if (typeof v === 'number' && k !== 'pk' && k !== 'sk') metrics[k] = v;
        const items = found.get(day) ?? new Map<string, Metrics>();
        items.set(String(item.sk), metrics);
        found.set(day, items);
      }
      keys = out.UnprocessedKeys?.[TABLE_NAME]?.Keys;
    }
  });
  return { found, itemsRead };
}

/** The `total#all` items of many days in one space, summed. */
export async function readDayTotals(days: readonly string[], space: CounterSpace) {
  const sk = statsKeys.sk('total', 'all');
  const { found, itemsRead } = await readCounterItems(
    days.map((day) => ({ day, sk })),
    space,
  );
  const sum: Metrics = {};
  for (const items of found.values())
    for (const [k, v] of Object.entries(items.get(sk) ?? {})) sum[k] = (sum[k] ?? 0) + (v ?? 0);
  return { sum, itemsRead };
}
