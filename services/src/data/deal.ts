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
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { type IndexFilter, queryIndexPage } from './index-page';
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

/** One board column: the deals of a stage, newest entered first (a Query, never a scan). */
export async function listStage(stage: DealStage, opts: { cursor?: string; limit?: number }) {
  return dealPage('gsi1', dealKeys.stagePk(stage), opts.limit ?? DEAL_LIMITS.boardPageSize, opts.cursor);
}

/**
 * The list, newest first. A stage filter reads that stage's column; owner,
 * close month and source are a FilterExpression read at most
 * DEAL_LIMITS.maxFilterReads index pages per call (bounded cost; the page may
 * come back short with a cursor).
 */
export async function listDeals(query: DealListQuery): Promise<DealPage> {
  const filter: IndexFilter = { conditions: [], names: {}, values: {} };
  const add = (field: string, value: string, match: (name: string, value: string) => string) => {
    const i = filter.conditions.length;
    filter.names[`#f${i}`] = field;
    filter.values[`:f${i}`] = value;
    filter.conditions.push(match(`#f${i}`, `:f${i}`));
  };
  if (query.owner) add('owner', query.owner, (n, v) => `${n} = ${v}`);
  if (query.source) add('source', query.source, (n, v) => `${n} = ${v}`);
  if (query.closeMonth) add('expectedCloseDate', query.closeMonth, (n, v) => `begins_with(${n}, ${v})`);
  const limit = query.limit ?? DEAL_LIMITS.boardPageSize;
  if (query.stage) return dealPage('gsi1', dealKeys.stagePk(query.stage), limit, query.cursor, filter);
  return dealPage('gsi2', dealKeys.listPk, limit, query.cursor, filter);
}

function dealPage(
  index: 'gsi1' | 'gsi2',
  partition: string,
  limit: number,
  cursor: string | undefined,
  filter?: IndexFilter,
): Promise<DealPage> {
  return queryIndexPage({
    index,
    partition,
    limit,
    cursor,
    filter,
    maxFilterReads: DEAL_LIMITS.maxFilterReads,
    toItem: toDeal,
  });
}
