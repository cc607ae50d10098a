/**
 * Pre-aggregated analytics counters: one small item per day x dimension x
 * value, `pk = STATS#<day>`, `sk = <dimension>#<value>`, whose numeric
 * attributes (visitors, pageviews, conversions, events; part 2 adds its own)
 * only ever change by one-write `ADD`. A report reads one Query per day and
 * never an event: its cost is O(days x dimensions x kept values), and values
 * per day and dimension are capped at ANALYTICS.maxValuesPerDimension, past
 * which they count as OTHER_VALUE. The cap is tracked by a `~distinct#<dim>`
 * item per day; two new values racing for the last slot may both get one, so
 * the cap can be passed by a few values, never by more than the writers in flight.
 * Hot keys and sharding: docs/architecture.md ("Analytics").
 */
import { ANALYTICS, type Dimension, type Metrics, OTHER_VALUE } from '@app/shared/analytics';
import type { SalesDimension } from '@app/shared/sales';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { mapLimited } from '../lib/map-limited';
import { key } from './table';

/**
 * Counter spaces: STATS (web analytics, part 1) and SALES (leads, deals and
 * the pipeline, part 2; dimensions in shared/src/sales.ts). Both are read and
 * written the same way; a sales report never reads the analytics partitions
 * beyond `total#all`.
 */
export type CounterSpace = 'STATS' | 'SALES';

export const statsKeys = {
  pk: (day: string, space: CounterSpace = 'STATS') => key(space, day),
  sk: (dimension: string, value: string) => key(dimension, value),
  distinctSk: (dimension: string) => key('~distinct', dimension),
};

/** Dimensions with a small fixed set of values: no cap to check, always one write. */
const UNCAPPED = new Set<string>([
  'total',
  'source',
  'device',
  'form',
  'interest',
  'budget',
  'phase',
  'stage',
]);

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

function addExpression(metrics: Metrics) {
  const names: Record<string, string> = { '#dim': 'dim', '#value': 'value' };
  const values: Record<string, unknown> = {};
  const adds: string[] = [];
  for (const [metric, n] of Object.entries(metrics)) {
    if (!n) continue;
    const i = adds.length;
    names[`#m${i}`] = metric;
    values[`:m${i}`] = n;
    adds.push(`#m${i} :m${i}`);
  }
  return { names, values, adds };
}

async function add(
  space: CounterSpace,
  day: string,
  dimension: string,
  value: string,
  metrics: Metrics,
  onlyIfExists: boolean,
) {
  const { names, values, adds } = addExpression(metrics);
  if (adds.length === 0) return;
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: statsKeys.pk(day, space), sk: statsKeys.sk(dimension, value) },
      UpdateExpression: `SET #dim = :dim, #value = :value ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ':dim': dimension, ':value': value },
      ...(onlyIfExists ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    }),
  );
}

/** Takes one of the day's value slots of a dimension; false once the cap is reached. */
async function claimSlot(space: CounterSpace, day: string, dimension: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: statsKeys.pk(day, space), sk: statsKeys.distinctSk(dimension) },
        UpdateExpression: 'ADD #n :one',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
        ExpressionAttributeNames: { '#n': 'distinct' },
        ExpressionAttributeValues: { ':one': 1, ':max': ANALYTICS.maxValuesPerDimension },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Adds metrics to one day x dimension x value. A known value costs one write;
 * a new one a failed conditional write, a slot claim and the write; past the
 * cap the metrics go to OTHER_VALUE.
 */
export async function addToCounter(
  day: string,
  dimension: Dimension | SalesDimension,
  value: string,
  metrics: Metrics,
  space: CounterSpace = 'STATS',
) {
  if (UNCAPPED.has(dimension) || value === OTHER_VALUE)
    return add(space, day, dimension, value, metrics, false);
  try {
    return await add(space, day, dimension, value, metrics, true);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const slot = await claimSlot(space, day, dimension);
  return add(space, day, dimension, slot ? value : OTHER_VALUE, metrics, false);
}

export type DayCounters = Map<string, Metrics & { dim: string; value: string }>;

export interface CounterRead {
  /** day -> '<dim>#<value>' -> metrics */
  days: Map<string, DayCounters>;
  itemsRead: number;
}

const METRIC_SKIP = new Set(['pk', 'sk', 'dim', 'value']);

/**
 * Day Queries a report keeps in flight: a 30-day report is one round of Queries, not four (issue 27
 * item 3: Sales Reports and Analytics waited on rounds of 8), well under the SDK's 50 sockets.
 */
const QUERIES_IN_FLIGHT = 32;

/**
 * Reads the counters of every day (one Query per day, all pages; `prefix`
 * narrows to one dimension, e.g. 'utm_campaign#'), at most QUERIES_IN_FLIGHT Queries in flight.
 */
export async function readCounters(
  days: readonly string[],
  prefix?: string,
  space: CounterSpace = 'STATS',
): Promise<CounterRead> {
  let itemsRead = 0;
  const results = await mapLimited(days, QUERIES_IN_FLIGHT, async (day) => {
    const counters: DayCounters = new Map();
    let start: Record<string, unknown> | undefined;
    do {
      const out = await dynamo.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
          ExpressionAttributeValues: {
            ':pk': statsKeys.pk(day, space),
            ...(prefix ? { ':prefix': prefix } : {}),
          },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) {
        itemsRead++;
        if (typeof item.dim !== 'string' || typeof item.value !== 'string') continue;
        const metrics: Record<string, unknown> = { dim: item.dim, value: item.value };
        for (const [k, v] of Object.entries(item))
          if (!METRIC_SKIP.has(k) && typeof v === 'number') metrics[k] = v;
        counters.set(String(item.sk), metrics as Metrics & { dim: string; value: string });
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return [day, counters] as const;
  });
  return { days: new Map(results), itemsRead };
}
