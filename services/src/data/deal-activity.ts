/**
 * A deal's activity timeline: `pk = DEAL#<id>`, `sk = ACTIVITY#<at>#<activityId>`,
 * beside the deal item, so the newest activities are one Query
 * (`begins_with(sk, 'ACTIVITY#')`, newest first, Limit). Appended, never edited;
 * deleted with the deal.
 */
import { randomUUID } from 'node:crypto';
import { DEAL_LIMITS } from '@app/shared/deals';
import type { DealActivity } from '@app/shared/schemas/deal';
import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { dealKeys } from './deal';
import { key } from './table';

const activitySk = (at: string, id: string) => key('ACTIVITY', at, id);

export async function addActivity(dealId: string, activity: Omit<DealActivity, 'id'>): Promise<DealActivity> {
  const stored: DealActivity = { id: randomUUID(), ...activity };
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: dealKeys.pk(dealId),
        sk: activitySk(stored.at, stored.id),
        entity: 'dealActivity',
        ...stored,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return stored;
}

function toActivity(item: Record<string, unknown>): DealActivity {
  const { pk: _pk, sk: _sk, entity: _e, ...rest } = item;
  return rest as unknown as DealActivity;
}

export async function listActivities(dealId: string, limit: number = DEAL_LIMITS.activitiesShown) {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': dealKeys.pk(dealId), ':prefix': 'ACTIVITY#' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(toActivity);
}

/** Deletes a deleted deal's activities, 25 per batch, at most 40 pages of 100 (4,000) per call. */
export async function deleteActivities(dealId: string) {
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < 40; page++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': dealKeys.pk(dealId), ':prefix': 'ACTIVITY#' },
        ProjectionExpression: 'pk, sk',
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    const keys = (out.Items ?? []).map((i) => ({ pk: i.pk, sk: i.sk }));
    for (let i = 0; i < keys.length; i += 25) {
      let requests: unknown[] | undefined = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; requests && requests.length > 0 && attempt < 5; attempt++) {
        const res: BatchWriteCommandOutput = await dynamo.send(
          new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: requests as never } }),
        );
        requests = res.UnprocessedItems?.[TABLE_NAME];
      }
    }
    start = out.LastEvaluatedKey;
    if (!start) return;
  }
}
