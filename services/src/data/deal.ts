/**
 * Deals: `pk = DEAL#<id>`, `sk = DEAL`. Board columns on gsi1
 * (`gsi1pk = DEALS#<stage>`, `gsi1sk = <enteredStageAt>#<id>`, newest first);
 * the list on gsi2 (`gsi2pk = DEALS`, `gsi2sk = <createdAt>#<id>`), with
 * owner / close month / source as a bounded filter. Writes go through
 * putVersioned / deleteVersioned (record-version.ts): a stale `version` gets 409.
 * Access patterns D1–D5 in docs/architecture.md.
 */
import { DEAL_LIMITS, DEAL_MESSAGES, type DealStage } from '@app/shared/deals';
import type { Deal, DealListQuery, DealPage } from '@app/shared/schemas/deal';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { decodeCursor, encodeCursor } from './cursor';
import { deleteVersioned, putVersioned } from './record-version';
import { key } from './table';

export const dealKeys = {
  pk: (id: string) => key('DEAL', id),
  sk: 'DEAL',
  stagePk: (stage: DealStage) => key('DEALS', stage),
  stageSk: (enteredStageAt: string, id: string) => key(enteredStageAt, id),
  listPk: 'DEALS',
  listSk: (createdAt: string, id: string) => key(createdAt, id),
};

const STORAGE_ONLY = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);

export function toDeal(item: Record<string, unknown>): Deal {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!STORAGE_ONLY.has(k)) out[k] = v;
  return out as unknown as Deal;
}

export async function getDeal(id: string): Promise<Deal | null> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: dealKeys.pk(id), sk: dealKeys.sk },
      ConsistentRead: true,
    }),
  );
  return out.Item ? toDeal(out.Item) : null;
}

/** Stores the deal as version `expected + 1` (0 creates it); 409 when the stored version moved on. */
export async function putDeal(deal: Omit<Deal, 'version'>, expected: number): Promise<Deal> {
  const { version: _v, ...fields } = deal as Deal;
  const version = await putVersioned({
    item: {
      pk: dealKeys.pk(deal.id),
      sk: dealKeys.sk,
      gsi1pk: dealKeys.stagePk(deal.stage),
      gsi1sk: dealKeys.stageSk(deal.enteredStageAt, deal.id),
      gsi2pk: dealKeys.listPk,
      gsi2sk: dealKeys.listSk(deal.createdAt, deal.id),
      entity: 'deal',
      ...fields,
    },
    expected,
    notFoundMessage: DEAL_MESSAGES.notFound,
  });
  return { ...fields, version } as Deal;
}

/** Deletes the deal if its version is still `expected` (404 when gone, 409 when changed). */
export async function deleteDealItem(id: string, expected: number): Promise<Deal> {
  const removed = await deleteVersioned(
    { pk: dealKeys.pk(id), sk: dealKeys.sk },
    expected,
    DEAL_MESSAGES.notFound,
  );
  return toDeal(removed);
}

const CURSOR_ATTRS = {
  gsi1: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  gsi2: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
} as const;

/** One board column: the deals of a stage, newest entered first (a Query, never a scan). */
export async function listStage(stage: DealStage, opts: { cursor?: string; limit?: number }) {
  return queryPage('gsi1', dealKeys.stagePk(stage), opts.limit ?? DEAL_LIMITS.boardPageSize, opts.cursor, []);
}

/**
 * The list, newest first. A stage filter reads that stage's column; owner,
 * close month and source are a FilterExpression read at most
 * DEAL_LIMITS.maxFilterReads index pages per call (bounded cost; the page may
 * come back short with a cursor).
 */
export async function listDeals(query: DealListQuery): Promise<DealPage> {
  const filters: Array<[string, string, string]> = [];
  if (query.owner) filters.push(['owner', '=', query.owner]);
  if (query.source) filters.push(['source', '=', query.source]);
  if (query.closeMonth) filters.push(['expectedCloseDate', 'begins_with', query.closeMonth]);
  const limit = query.limit ?? DEAL_LIMITS.boardPageSize;
  if (query.stage) return queryPage('gsi1', dealKeys.stagePk(query.stage), limit, query.cursor, filters);
  return queryPage('gsi2', dealKeys.listPk, limit, query.cursor, filters);
}

async function queryPage(
  index: 'gsi1' | 'gsi2',
  partition: string,
  limit: number,
  cursor: string | undefined,
  filters: Array<[string, string, string]>,
): Promise<DealPage> {
  const names: Record<string, string> = { '#pk': `${index}pk` };
  const values: Record<string, unknown> = { ':pk': partition };
  const parts = filters.map(([field, op, value], i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    return op === '=' ? `#f${i} = :f${i}` : `begins_with(#f${i}, :f${i})`;
  });
  let startKey: Record<string, unknown> | undefined = decodeCursor(cursor, {
    attributes: CURSOR_ATTRS[index],
    partition: [`${index}pk`, partition],
  });
  const items: Deal[] = [];
  const maxReads = parts.length > 0 ? DEAL_LIMITS.maxFilterReads : 1;
  for (let read = 0; read < maxReads; read++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: parts.length > 0 ? parts.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) items.push(toDeal(item));
    startKey = out.LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  return { items, nextCursor: encodeCursor(startKey) };
}
