/**
 * The audit log: one item per successful staff write, `pk = AUDIT#<requestId>`,
 * `sk = AUDIT`, put once (`attribute_not_exists`, so a retry never doubles it
 * and nothing overwrites it; no API deletes it). Newest first on gsi1
 * (`gsi1pk = AUDIT`, `gsi1sk = <at>#<requestId>`), per member on gsi2
 * (`gsi2pk = AUDIT#member#<email>`); the entity filter is a bounded filtered
 * read like the lead search. TTL `expiresAt` = at + the stage's retention.
 */
import { addDays, startOfDayIso } from '@app/shared/analytics-days';
import { AUDIT_LIST, type AuditEntry, type AuditListQuery } from '@app/shared/schemas/audit';
import { TABLE_NAME } from '../lib/dynamo-config';
import { lazyDynamo } from '../lib/dynamo-lazy';
import { env } from '../lib/env';
import { decodeCursor, encodeCursor } from './cursor';
import { key } from './table';

export const auditKeys = {
  pk: (requestId: string) => key('AUDIT', requestId),
  sk: 'AUDIT',
  allPk: 'AUDIT',
  memberPk: (email: string) => key('AUDIT', 'member', email.toLowerCase()),
  listSk: (at: string, requestId: string) => key(at, requestId),
};

const STORAGE_ONLY = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entityType', 'expiresAt']);

export async function putAuditEntry(entry: AuditEntry): Promise<void> {
  try {
    const { sdk, dynamo } = await lazyDynamo();
    await dynamo.send(
      new sdk.PutCommand({
        TableName: TABLE_NAME,
        Item: {
          pk: auditKeys.pk(entry.requestId),
          sk: auditKeys.sk,
          gsi1pk: auditKeys.allPk,
          gsi1sk: auditKeys.listSk(entry.at, entry.requestId),
          gsi2pk: auditKeys.memberPk(entry.actorEmail || entry.actorSub),
          gsi2sk: auditKeys.listSk(entry.at, entry.requestId),
          entityType: 'auditEntry',
          expiresAt: Math.floor(Date.parse(entry.at) / 1000) + env.AUDIT_RETENTION_DAYS * 86_400,
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    // A retry of a put that did land: the entry is there once, as it should be.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

function toEntry(item: Record<string, unknown>): AuditEntry {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!STORAGE_ONLY.has(k)) out[k] = v;
  return out as unknown as AuditEntry;
}

/** One page, newest first; the entity filter reads at most AUDIT_LIST.maxFilterReads index pages. */
export async function listAuditEntries(query: AuditListQuery) {
  const limit = query.limit ?? AUDIT_LIST.defaultPageSize;
  const index = query.member ? 'gsi2' : 'gsi1';
  const partition = query.member ? auditKeys.memberPk(query.member) : auditKeys.allPk;
  const names: Record<string, string> = { '#pk': `${index}pk` };
  const values: Record<string, unknown> = { ':pk': partition };
  let condition = '#pk = :pk';
  if (query.from || query.to) {
    values[':from'] = query.from ? startOfDayIso(query.from) : '0';
    values[':to'] = query.to ? startOfDayIso(addDays(query.to, 1)) : '~';
    names['#sk'] = `${index}sk`;
    condition += ' AND #sk BETWEEN :from AND :to';
  }
  if (query.entity) {
    names['#entity'] = 'entity';
    values[':entity'] = query.entity;
  }
  const items: AuditEntry[] = [];
  let startKey: Record<string, unknown> | undefined = decodeCursor(query.cursor, {
    attributes: ['pk', 'sk', `${index}pk`, `${index}sk`],
    partition: [`${index}pk`, partition],
  });
  const maxReads = query.entity ? AUDIT_LIST.maxFilterReads : 1;
  const { sdk, dynamo } = await lazyDynamo();
  for (let read = 0; read < maxReads; read++) {
    const out = await dynamo.send(
      new sdk.QueryCommand({
        TableName: TABLE_NAME,
        IndexName: index,
        KeyConditionExpression: condition,
        FilterExpression: query.entity ? '#entity = :entity' : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) items.push(toEntry(item));
    startKey = out.LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  return { items, nextCursor: encodeCursor(startKey) };
}
