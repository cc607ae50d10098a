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
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { appendLogKeys, logger } from '../lib/logger';
import { DealEntity, dealKeys } from './entities/deal';
import { queryIndexPage } from './index-page';
import { linkPerson } from './person-link';
import { deleteVersioned, putVersioned } from './record-version';
import { scheduleDealExpiry } from './retention-schedule';

export { dealKeys };

export async function getDeal(id: string): Promise<Deal | null> {
  const out = await DealEntity.build(GetItemCommand).key({ id }).options({ consistent: true }).send();
  return (out.Item as Deal | undefined) ?? null;
}

/** Stores the deal as version `expected + 1` (0 creates it); 409 when the stored version moved on. */
export async function putDeal(deal: Omit<Deal, 'version'>, expected: number): Promise<Deal> {
  const { version: _v, ...fields } = deal as Deal;
  const version = await putVersioned({
    entity: DealEntity,
    item: fields,
    expected,
    notFoundMessage: DEAL_MESSAGES.notFound,
  });
  // After the deal: the person index and the retention due item (the sweep re-reads the deal).
  await linkPerson(fields.contactEmail, { kind: 'deal', id: fields.id });
  await scheduleDealExpiry(fields.id, fields.updatedAt ?? fields.createdAt);
  appendLogKeys({ dealId: fields.id });
  logger.info(expected === 0 ? 'deal stored' : 'deal updated', { version });
  return { ...fields, version } as Deal;
}

/** Deletes the deal if its version is still `expected` (404 when gone, 409 when changed). */
export async function deleteDealItem(id: string, expected: number): Promise<Deal> {
  return (await deleteVersioned(DealEntity, { id }, expected, DEAL_MESSAGES.notFound)) as unknown as Deal;
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
  const filters: Condition[] = [];
  if (query.owner) filters.push({ attr: 'owner', eq: query.owner });
  if (query.source) filters.push({ attr: 'source', eq: query.source });
  if (query.closeMonth) filters.push({ attr: 'expectedCloseDate', beginsWith: query.closeMonth });
  const limit = query.limit ?? DEAL_LIMITS.boardPageSize;
  if (query.stage) return dealPage('gsi1', dealKeys.stagePk(query.stage), limit, query.cursor, filters);
  return dealPage('gsi2', dealKeys.listPk, limit, query.cursor, filters);
}

function dealPage(
  index: 'gsi1' | 'gsi2',
  partition: string,
  limit: number,
  cursor: string | undefined,
  filters?: Condition[],
): Promise<DealPage> {
  return queryIndexPage<Deal>({
    entity: DealEntity,
    index,
    partition,
    limit,
    cursor,
    filters,
    maxFilterReads: DEAL_LIMITS.maxFilterReads,
  });
}
