/**
 * The sweep's due list (issue 28): one item per record and action,
 * `pk = RETENTION_DUE`, `sk = <due ISO instant>#<action>#<kind>#<id>`, so the
 * maintenance sweep finds what is due with one Query (`sk <= now`), oldest
 * first. The due date is a lower bound: the sweep re-reads the record, and a
 * record whose last activity moved its date on is rescheduled, not deleted.
 * The item names ids only, no personal data, and has no TTL: it must outlive
 * the record's TTL backstop. Access pattern PR2 in docs/architecture.md.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

export const RETENTION_DUE_PK = 'RETENTION_DUE';

/** `expire`: delete or anonymise; `notice`: the talent-pool mail before an application expires. */
export type DueAction = 'expire' | 'notice';

export interface DueItem {
  sk: string;
  due: string;
  action: DueAction;
  kind: string;
  id: string;
}

export async function scheduleRetention(kind: string, id: string, due: Date, action: DueAction = 'expire') {
  const at = due.toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: RETENTION_DUE_PK,
        sk: key(at, action, kind, id),
        entity: 'retentionDue',
        due: at,
        action,
        kind,
        id,
      },
    }),
  );
}

/** Up to `limit` items due at `now` or earlier, oldest first. */
export async function dueItems(now: Date, limit: number): Promise<DueItem[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk <= :now',
      // '~' sorts after every character of the rest of the key at the same instant.
      ExpressionAttributeValues: { ':pk': RETENTION_DUE_PK, ':now': `${now.toISOString()}~` },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []) as DueItem[];
}

/** Removes a handled item; idempotent (a second sweep that handled it too finds nothing to do). */
export async function clearDue(sk: string) {
  await dynamo.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: RETENTION_DUE_PK, sk } }));
}
