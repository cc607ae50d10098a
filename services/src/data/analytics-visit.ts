/**
 * The visitor-day item: one per visitor hash per day, `pk = VISIT#<day>#<hash>`,
 * `sk = VISIT`. It decides whether a page view starts a visit (uniques without
 * a cookie), keeps the visit's first touch for the conversion fallback, counts
 * the visitor's hits for the per-visitor daily cap, and carries `lastSeen` on
 * gsi1 (`gsi1pk = VISITS#<day>`, `gsi1sk = <lastSeen>`) for the realtime
 * count. TTL two days after the day; the sweep deletes leftovers too.
 */
import { ANALYTICS, type Attribution } from '@app/shared/analytics';
import { addDays, endOfDayEpoch } from '@app/shared/analytics-days';
import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { TooManyRequestsError } from '../lib/errors';
import { key } from './table';

export const visitKeys = {
  pk: (day: string, hash: string) => key('VISIT', day, hash),
  sk: 'VISIT',
  activePk: (day: string) => key('VISITS', day),
};

/** First touch plus what the visit's first page view said about the device. */
export interface VisitTouch extends Omit<Attribution, 'via'> {
  device: string;
  browser: string;
  country: string;
}

export interface VisitOutcome {
  /** This page view started the visitor's day (count a visitor and its first touch). */
  newVisit: boolean;
  touch: VisitTouch | undefined;
}

/**
 * Records one hit. A page view sets the first touch if the visit has none yet.
 * Refused with 429 once the visitor sent ANALYTICS.maxHitsPerVisitorDay hits today.
 */
export async function touchVisit(opts: {
  day: string;
  hash: string;
  now: Date;
  pageview: boolean;
  touch?: VisitTouch;
}): Promise<VisitOutcome> {
  const at = opts.now.toISOString();
  const sets = [
    'lastSeen = :at',
    'gsi1pk = :active',
    'gsi1sk = :at',
    'expiresAt = :exp',
    'firstSeen = if_not_exists(firstSeen, :at)',
  ];
  const values: Record<string, unknown> = {
    ':at': at,
    ':active': visitKeys.activePk(opts.day),
    ':exp': endOfDayEpoch(addDays(opts.day, 1)),
    ':one': 1,
    ':max': ANALYTICS.maxHitsPerVisitorDay,
  };
  if (opts.pageview && opts.touch) {
    sets.push('#touch = if_not_exists(#touch, :touch)');
    values[':touch'] = opts.touch;
  }
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: visitKeys.pk(opts.day, opts.hash), sk: visitKeys.sk },
        UpdateExpression: `SET ${sets.join(', ')} ADD #hits :one${opts.pageview ? ', #pageviews :one' : ''}`,
        ConditionExpression: 'attribute_not_exists(#hits) OR #hits < :max',
        // Every name through a placeholder: DynamoDB reserves many plain words (touch, hits...).
        ExpressionAttributeNames: {
          '#hits': 'hits',
          ...(opts.pageview ? { '#pageviews': 'pageviews' } : {}),
          ...(opts.pageview && opts.touch ? { '#touch': 'touch' } : {}),
        },
        ExpressionAttributeValues: values,
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    const old = out.Attributes ?? {};
    const hadPageview = Number(old.pageviews ?? 0) > 0;
    return {
      newVisit: opts.pageview && !hadPageview,
      touch: (old.touch as VisitTouch | undefined) ?? (opts.pageview ? opts.touch : undefined),
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException')
      throw new TooManyRequestsError('Too many analytics events today.', 3600);
    throw error;
  }
}

/** The first touch of a visitor's day, if that visitor viewed a page that day. */
export async function visitTouch(day: string, hash: string): Promise<VisitTouch | undefined> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: visitKeys.pk(day, hash), sk: visitKeys.sk },
      ProjectionExpression: '#touch',
      ExpressionAttributeNames: { '#touch': 'touch' },
    }),
  );
  return out.Item?.touch as VisitTouch | undefined;
}

/** Visitors seen since `since` on the given days (today, and yesterday around midnight). */
export async function countActiveVisitors(days: readonly string[], since: Date): Promise<number> {
  let total = 0;
  for (const day of days) {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await dynamo.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
          // The partition also holds the per-address counts and refused visitor-days (analytics-address.ts).
          FilterExpression: 'sk = :visit AND attribute_not_exists(#of)',
          ExpressionAttributeNames: { '#of': 'overflow' },
          ExpressionAttributeValues: {
            ':pk': visitKeys.activePk(day),
            ':since': since.toISOString(),
            ':visit': visitKeys.sk,
          },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      total += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return total;
}

/**
 * Deletes visitor-day items of days before yesterday that TTL has not removed
 * yet (dynalite never does; AWS may lag): at most `max` per run, oldest days first.
 */
export async function deleteOldVisits(today: string, max = 500, lookbackDays = 7): Promise<number> {
  let deleted = 0;
  for (let back = lookbackDays + 1; back >= 2 && deleted < max; back--) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': visitKeys.activePk(addDays(today, -back)) },
        ProjectionExpression: 'pk, sk',
        Limit: Math.min(100, max - deleted),
      }),
    );
    const items = out.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      const batch = items
        .slice(i, i + 25)
        .map((it) => ({ DeleteRequest: { Key: { pk: it.pk, sk: it.sk } } }));
      let pending: typeof batch | undefined = batch;
      for (let attempt = 0; pending && pending.length > 0 && attempt < 3; attempt++) {
        const res = await dynamo.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending } }));
        pending = res.UnprocessedItems?.[TABLE_NAME] as typeof batch | undefined;
      }
    }
    deleted += items.length;
  }
  return deleted;
}
