/**
 * Campaigns: `pk = CAMPAIGN#<id>`, `sk = CAMPAIGN`; listed newest first on
 * gsi1 (`gsi1pk = CAMPAIGNS`, `gsi1sk = <createdAt>#<id>`). The UTM campaign
 * tag is unique through a claim item `CAMPAIGN_UTM#<tag>` (slug-claim.ts).
 * Edits are optimistic: the record carries an integer `version`; a PUT names
 * the version it read and the conditional put refuses a stale one (409).
 */
import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignInput,
  type CampaignUpdate,
} from '@app/shared/schemas/campaign';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, HttpError, NotFoundError } from '../lib/errors';
import { CampaignEntity, campaignKeys } from './entities/campaign';
import { queryIndexPage } from './index-page';
import { slugClaims } from './slug-claim';
import { key } from './table';

export { campaignKeys };

const utmClaims = slugClaims(campaignKeys.utmPrefix, CAMPAIGN_MESSAGES.utmTaken);
const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Optional text fields sent as '' are stored as absent. */
function clean(input: CampaignInput): CampaignInput {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== '' && v !== undefined) out[k] = v;
  return out as CampaignInput;
}

async function claimUtm(utm: string, id: string) {
  try {
    await utmClaims.claim(utm, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409)
      throw new ConflictError(CAMPAIGN_MESSAGES.utmTaken, { utmCampaign: CAMPAIGN_MESSAGES.utmTaken });
    throw error;
  }
}

function put(campaign: Campaign, condition: { expectedVersion?: number }) {
  return CampaignEntity.build(PutItemCommand)
    .item(campaign)
    .options({
      condition:
        condition.expectedVersion === undefined
          ? { attr: 'pk', exists: false }
          : { attr: 'version', eq: condition.expectedVersion },
    })
    .send();
}

export async function getCampaign(id: string): Promise<Campaign | null> {
  const out = await CampaignEntity.build(GetItemCommand).key({ id }).options({ consistent: true }).send();
  return (out.Item as Campaign | undefined) ?? null;
}

export async function createCampaign(input: CampaignInput, by: string, now = clock.now()): Promise<Campaign> {
  const id = randomUUID();
  const at = now.toISOString();
  const campaign: Campaign = { ...clean(input), id, version: 1, createdAt: at, updatedAt: at, createdBy: by };
  await claimUtm(campaign.utmCampaign, id);
  try {
    await put(campaign, {});
  } catch (error) {
    await utmClaims.release(campaign.utmCampaign, id);
    throw error;
  }
  return campaign;
}

/** Replaces a campaign if `version` is still the stored one (409 otherwise); a changed UTM tag is re-claimed. */
export async function updateCampaign(
  id: string,
  update: CampaignUpdate,
  now = clock.now(),
): Promise<Campaign> {
  const { version, ...input } = update;
  const current = await getCampaign(id);
  if (!current) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
  if (current.version !== version)
    throw new ConflictError(CAMPAIGN_MESSAGES.stale, { version: CAMPAIGN_MESSAGES.stale });
  const next: Campaign = {
    ...clean(input),
    id,
    version: version + 1,
    createdAt: current.createdAt,
    createdBy: current.createdBy,
    updatedAt: now.toISOString(),
  };
  const utmChanged = next.utmCampaign !== current.utmCampaign;
  if (utmChanged) await claimUtm(next.utmCampaign, id);
  try {
    await put(next, { expectedVersion: version });
  } catch (error) {
    if (utmChanged) await utmClaims.release(next.utmCampaign, id);
    if (isConditionFailure(error)) {
      if (!(await getCampaign(id))) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
      throw new ConflictError(CAMPAIGN_MESSAGES.stale, { version: CAMPAIGN_MESSAGES.stale });
    }
    throw error;
  }
  if (utmChanged) await utmClaims.release(current.utmCampaign, id);
  return next;
}

export async function deleteCampaign(id: string): Promise<Campaign> {
  try {
    const out = await CampaignEntity.build(DeleteItemCommand)
      .key({ id })
      .options({ condition: { attr: 'pk', exists: true }, returnValues: 'ALL_OLD' })
      .send();
    const removed = (out.Attributes ?? {}) as Campaign;
    await utmClaims.release(removed.utmCampaign, id);
    return removed;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
    throw error;
  }
}

export function listCampaigns(opts: { cursor?: string; limit: number }) {
  return queryIndexPage<Campaign>({
    entity: CampaignEntity,
    index: 'gsi1',
    partition: campaignKeys.listPk,
    limit: opts.limit,
    cursor: opts.cursor,
  });
}

/** Which of these UTM tags belong to a campaign (one BatchGetItem of the claim items, at most 100). */
export async function claimedUtms(tags: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(tags)].slice(0, 100);
  if (unique.length === 0) return found;
  let keys: Record<string, unknown>[] | undefined = unique.map((t) => ({
    pk: key(campaignKeys.utmPrefix, t),
    sk: 'SLUG',
  }));
  for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
    const out: BatchGetCommandOutput = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys, ProjectionExpression: 'slug' } } }),
    );
    for (const item of out.Responses?.[TABLE_NAME] ?? [])
      if (typeof item.slug === 'string') found.add(item.slug);
    keys = out.UnprocessedKeys?.[TABLE_NAME]?.Keys;
  }
  return found;
}
