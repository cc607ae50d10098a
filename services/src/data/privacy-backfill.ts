/**
 * The privacy backfill (issue 28): leads, applications and deals stored
 * before the retention work get what every record stored since gets on
 * write (lead-store.ts, job-application.ts, deal.ts): the person link
 * (person-link.ts, so the privacy search finds them), the retention due
 * item (retention-due.ts, so the sweep handles them) and, on leads and
 * applications, the TTL backstop `expiresAt` (and `retainFrom`).
 *
 * Reads each list index oldest first in pages (Queries, never a Scan). A lead
 * or application is taken only while it has no `expiresAt`, set with
 * `attribute_not_exists(expiresAt)`; its link and due item are plain puts of
 * the same keys, so runs that overlap or repeat write nothing new. Deals have
 * no `expiresAt` (they are anonymised, not deleted): each gets the link and
 * due item its last change gives, the same keys putDeal writes. Bounded per
 * run; run after every deploy and at every local start (site-maintenance
 * 'deploy') until a run finds nothing left, then `PRIVACY_BACKFILL` marks
 * it done (one GetItem a run).
 */
import * as clock from '@app/shared/clock';
import { LEAD_KINDS, type LeadKind } from '@app/shared/leads';
import { ttlBackstopSeconds } from '@app/shared/retention';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { dealKeys } from './entities/deal';
import { applicationKeys } from './entities/job-application';
import { leadKeys } from './entities/lead';
import { linkPerson } from './person-link';
import {
  retentionKindOfLead,
  scheduleApplicationExpiry,
  scheduleDealExpiry,
  scheduleLeadExpiry,
} from './retention-schedule';

export const PRIVACY_BACKFILL_MARKER = { pk: 'PRIVACY_BACKFILL', sk: 'DONE' };
const PAGE = 200;
/** Items read per list and run; a larger table finishes over the next runs (the marker waits). */
const MAX_PER_LIST = 20_000;

type Raw = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const later = (...dates: unknown[]) => dates.map(text).filter(Boolean).sort().at(-1) ?? '';

/** Every item of one index partition (oldest first) that `filter` keeps, page by page. */
async function eachItem(
  index: 'gsi1' | 'gsi2',
  partition: string,
  filter: string | undefined,
  visit: (item: Raw) => Promise<boolean>,
): Promise<{ changed: number; complete: boolean }> {
  let start: Raw | undefined;
  let read = 0;
  let changed = 0;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': `${index}pk`, ...(filter ? { '#exp': 'expiresAt' } : {}) },
        ExpressionAttributeValues: { ':pk': partition },
        ...(filter ? { FilterExpression: filter } : {}),
        ExclusiveStartKey: start,
        Limit: PAGE,
      }),
    );
    read += PAGE;
    for (const item of out.Items ?? []) if (await visit(item)) changed++;
    start = out.LastEvaluatedKey;
  } while (start && read < MAX_PER_LIST);
  return { changed, complete: !start };
}

/** Sets `expiresAt` (and more) only where none is; false when another run got there first. */
async function setBackstop(pk: string, sk: string, sets: Record<string, unknown>): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts = Object.entries(sets).map(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:v${i}`] = value;
    return `#a${i} = :v${i}`;
  });
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk, sk },
        UpdateExpression: `SET ${parts.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(expiresAt)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

const NO_BACKSTOP = 'attribute_not_exists(#exp)';

async function backfillLeads(kind: LeadKind) {
  const retentionKind = retentionKindOfLead(kind);
  return eachItem('gsi1', leadKeys.listPk(kind), NO_BACKSTOP, async (lead) => {
    const id = text(lead.id);
    const last = later(lead.dateRaised, lead.updatedAt);
    if (!id || !last) return false;
    // Link and due item first: should the update below fail, the next run does all three again.
    await linkPerson(text(lead.email), { kind: retentionKind, id });
    await scheduleLeadExpiry(kind, id, last);
    return setBackstop(leadKeys.pk(kind, id), leadKeys.sk, {
      expiresAt: ttlBackstopSeconds(retentionKind, last),
    });
  });
}

async function backfillApplications() {
  return eachItem('gsi1', applicationKeys.allPk, NO_BACKSTOP, async (app) => {
    const id = text(app.id);
    const from = later(app.retainFrom, app.dateRaised);
    if (!id || !from) return false;
    await linkPerson(text(app.email), { kind: 'application', id });
    await scheduleApplicationExpiry(id, from);
    return setBackstop(applicationKeys.pk(id), applicationKeys.sk, {
      expiresAt: ttlBackstopSeconds('application', from),
      retainFrom: from,
    });
  });
}

async function backfillDeals() {
  return eachItem('gsi2', dealKeys.listPk, undefined, async (deal) => {
    const id = text(deal.id);
    const from = text(deal.updatedAt) || text(deal.createdAt);
    // A deal naming no one (anonymised already) has nothing for the sweep to remove.
    if (!id || !from || !(deal.contactName || deal.contactEmail || deal.notes)) return false;
    // The same keys putDeal writes: a deal stored since gets nothing new.
    await linkPerson(text(deal.contactEmail), { kind: 'deal', id });
    await scheduleDealExpiry(id, from);
    return true;
  });
}

/** One bounded run; returns how many leads and applications got their backstop, plus the deals linked. */
export async function backfillPrivacy(): Promise<number> {
  const done = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: PRIVACY_BACKFILL_MARKER, ConsistentRead: true }),
  );
  if (done.Item) return 0;
  const runs = [...LEAD_KINDS.map((kind) => () => backfillLeads(kind)), backfillApplications, backfillDeals];
  let changed = 0;
  let complete = true;
  for (const run of runs) {
    const out = await run();
    changed += out.changed;
    complete &&= out.complete;
  }
  if (complete)
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...PRIVACY_BACKFILL_MARKER, at: clock.now().toISOString(), changed },
      }),
    );
  return changed;
}
