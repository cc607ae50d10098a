/**
 * Daily quotas with a ceiling, one item per (name, subject, UTC day):
 * `pk = QUOTA#<name>#<subject>#<YYYY-MM-DD>`, `sk = QUOTA`, `count`, TTL
 * `expiresAt` two days on. Taking one is a single conditional ADD, so
 * concurrent requests can never pass the ceiling together.
 */

import * as clock from '@app/shared/clock';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

const SK = 'QUOTA';
const quotaKey = (name: string, subject: string, now: Date) => ({
  pk: key('QUOTA', name, subject.trim().toLowerCase(), now.toISOString().slice(0, 10)),
  sk: SK,
});

/** Takes one unit of today's quota; false when `limit` were already taken. */
export async function takeQuota(
  name: string,
  subject: string,
  limit: number,
  now = clock.now(),
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: quotaKey(name, subject, now),
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': Math.floor(now.getTime() / 1000) + 2 * 86_400,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Gives a unit back (the booking it paid for did not happen). */
export async function returnQuota(name: string, subject: string, now = clock.now()): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: quotaKey(name, subject, now),
      UpdateExpression: 'ADD #count :minus',
      ConditionExpression: 'attribute_exists(pk) AND #count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    }),
  );
}
