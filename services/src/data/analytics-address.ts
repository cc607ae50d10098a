/**
 * The per-address cap on new visitors (issue 25, finding 3): one address that
 * rotates its User-Agent got a new visitor hash per request, so 30 beacons
 * added 30 visitors. Items, all with the visits' TTL:
 * - `pk = VADDR#<day>#<address hash>`, `sk = H#<hour>`: new visitors this hour
 *   (ADD under a condition, so the cap holds under concurrency);
 * - the refused visitor-day is marked `overflow` on its own VISIT item, so its
 *   later hits go to the address's overflow visitor without asking again.
 * Both stay on the day's `VISITS#<day>` gsi1 partition, so the sweep that
 * deletes old visits deletes them too; the realtime count skips them.
 * The address is only ever stored as a salted hash (visitor-hash.ts).
 */
import { ANALYTICS } from '@app/shared/analytics';
import { addDays, endOfDayEpoch } from '@app/shared/analytics-days';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { visitKeys } from './analytics-visit';
import { key } from './table';

export const addressKeys = {
  pk: (day: string, address: string) => key('VADDR', day, address),
  sk: (hour: string) => key('H', hour),
};

/** The visit hash of an address's overflow visitor for the day. */
export const overflowVisitor = (address: string) => `overflow-${address}`;

/** What today's visitor-day item says: not seen viewing a page, a visit, or refused by the cap. */
export type VisitState = 'new' | 'visit' | 'overflow';

export async function visitState(day: string, hash: string): Promise<VisitState> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: visitKeys.pk(day, hash), sk: visitKeys.sk },
      ProjectionExpression: '#pv, #of',
      ExpressionAttributeNames: { '#pv': 'pageviews', '#of': 'overflow' },
    }),
  );
  if (out.Item?.overflow === true) return 'overflow';
  return Number(out.Item?.pageviews ?? 0) > 0 ? 'visit' : 'new';
}

/** Takes one of the address's new-visitor places of this hour; false when none is left. */
export async function claimNewVisitor(day: string, now: Date, address: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: addressKeys.pk(day, address), sk: addressKeys.sk(now.toISOString().slice(0, 13)) },
        UpdateExpression:
          'SET expiresAt = :exp, gsi1pk = :active, gsi1sk = if_not_exists(gsi1sk, :at) ADD #n :one',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
        ExpressionAttributeNames: { '#n': 'newVisitors' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': ANALYTICS.maxNewVisitorsPerAddressHour,
          ':exp': endOfDayEpoch(addDays(day, 1)),
          ':active': visitKeys.activePk(day),
          ':at': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Marks a visitor-day refused by the cap: no visitor, not in the realtime count, its hits go to the overflow visitor. */
export async function markOverflow(day: string, hash: string, now: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: visitKeys.pk(day, hash), sk: visitKeys.sk },
      UpdateExpression:
        'SET #of = :true, expiresAt = :exp, gsi1pk = :active, gsi1sk = if_not_exists(gsi1sk, :at)',
      ExpressionAttributeNames: { '#of': 'overflow' },
      ExpressionAttributeValues: {
        ':true': true,
        ':exp': endOfDayEpoch(addDays(day, 1)),
        ':active': visitKeys.activePk(day),
        ':at': now.toISOString(),
      },
    }),
  );
}
