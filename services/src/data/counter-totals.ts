/**
 * The `total#all` counter item of many days in one space, by BatchGetItem
 * (100 keys a call): what a report needs from the days it does not break
 * down (the visitors of the funnel, the totals of the period compared).
 */
import type { Metrics } from '@app/shared/analytics';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { mapLimited } from '../lib/map-limited';
import { type CounterSpace, statsKeys } from './analytics-counters';

export async function readDayTotals(days: readonly string[], space: CounterSpace) {
  const chunks: string[][] = [];
  for (let i = 0; i < days.length; i += 100) chunks.push(days.slice(i, i + 100));
  const sum: Metrics = {};
  let itemsRead = 0;
  await mapLimited(chunks, 4, async (chunk) => {
    let keys: Record<string, unknown>[] | undefined = chunk.map((d) => ({
      pk: statsKeys.pk(d, space),
      sk: statsKeys.sk('total', 'all'),
    }));
    for (let attempt = 0; keys && keys.length > 0 && attempt < 6; attempt++) {
      const out: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys } } }),
      );
      for (const item of out.Responses?.[TABLE_NAME] ?? []) {
        itemsRead++;
        for (const [k, v] of Object.entries(item))
          if (typeof v === 'number' && k !== 'pk' && k !== 'sk') sum[k] = (sum[k] ?? 0) + v;
      }
      keys = out.UnprocessedKeys?.[TABLE_NAME]?.Keys;
    }
  });
  return { sum, itemsRead };
}
