/**
 * The audit log's write: one item per successful staff write, put once
 * (`attribute_not_exists`, so a retry never doubles it and nothing overwrites
 * it; no API deletes it), TTL `expiresAt` = at + the stage's retention. The
 * record type is entities/audit-entry.ts; the list is audit-list.ts. This runs
 * in every Lambda's middleware, so it only parses the entity (no query code)
 * and loads the SDK on first use.
 */
import type { AuditEntry } from '@app/shared/schemas/audit';
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import { TABLE_NAME } from '../lib/dynamo-config';
import { lazyDynamo } from '../lib/dynamo-lazy';
import { env } from '../lib/env';
import { AuditEntity, auditKeys } from './entities/audit-entry';

export { auditKeys };

export async function putAuditEntry(entry: AuditEntry): Promise<void> {
  const { item } = AuditEntity.build(EntityParser).parse({
    ...entry,
    expiresAt: Math.floor(Date.parse(entry.at) / 1000) + env.AUDIT_RETENTION_DAYS * 86_400,
  });
  try {
    const { sdk, dynamo } = await lazyDynamo();
    await dynamo.send(
      new sdk.PutCommand({
        TableName: TABLE_NAME,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    // A retry of a put that did land: the entry is there once, as it should be.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}
