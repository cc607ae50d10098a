/**
 * A deal's activity timeline: `pk = DEAL#<id>`, `sk = ACTIVITY#<at>#<activityId>`,
 * beside the deal item, so the newest activities are one Query
 * (`begins_with(sk, 'ACTIVITY#')`, newest first, Limit). Appended, never edited;
 * deleted with the deal.
 */
import { randomUUID } from 'node:crypto';
import { DEAL_LIMITS } from '@app/shared/deals';
import type { DealActivity } from '@app/shared/schemas/deal';
import { BatchWriteCommand, type BatchWriteCommandOutput, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { dealKeys } from './deal';
import { activityKeys, DealActivityEntity } from './entities/deal-activity';
import { queryIndexPage } from './index-page';

export async function addActivity(dealId: string, activity: Omit<DealActivity, 'id'>): Promise<DealActivity> {
  const stored: DealActivity = { id: randomUUID(), ...activity };
  await DealActivityEntity.build(PutItemCommand)
    .item({ ...stored, dealId })
    .options({ condition: { attr: 'dealId', exists: false } })
    .send();
  return stored;
}

/** The newest `limit` activities of a deal, newest first (one Query of its partition). */
export async function listActivities(
  dealId: string,
  limit: number = DEAL_LIMITS.activitiesShown,
): Promise<DealActivity[]> {
  const page = await queryIndexPage<DealActivity>({
    entity: DealActivityEntity,
    partition: dealKeys.pk(dealId),
    range: { beginsWith: activityKeys.skPrefix },
    limit,
  });
  return page.items;
}

/** Deletes a deleted deal's activities, 25 per batch, at most 40 pages of 100 (4,000) per call. */
export async function deleteActivities(dealId: string) {
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < 40; page++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': dealKeys.pk(dealId), ':prefix': activityKeys.skPrefix },
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
