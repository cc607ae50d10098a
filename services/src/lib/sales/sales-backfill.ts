/**
 * The one-time backfill of the SALES lead counters for leads stored before
 * they existed. Every lead stored since carries `salesCounted` (lead-store.ts
 * putLead), so the backfill reads the lead lists (gsi1 `LEADS#<kind>`, newest
 * first, pages of 200) and takes only leads without it: for each it first
 * marks the lead (`SET salesCounted` on condition `attribute_not_exists`) and
 * counts it only if that mark succeeded, so runs that overlap or resume never
 * count a lead twice. Bounded: at most `maxLeads` leads read per kind and run;
 * the site-maintenance sweep runs it (every 15 minutes in AWS, at start
 * locally) until a run finds nothing left, then records `SALES_BACKFILL` done,
 * and from then on costs one GetItem a run.
 */

import * as clock from '@app/shared/clock';
import { LEAD_KINDS, type LeadKind } from '@app/shared/leads';
import { SALES_REPORT } from '@app/shared/sales';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { leadEntityOf } from '../../data/entities/lead';
import { queryIndexPage } from '../../data/index-page';
import { leadKeys } from '../../data/lead-store';
import { dynamo, TABLE_NAME } from '../dynamo';
import { countFirstResponse, countLead, type LeadFacts, leadForm } from './lead-counters';

const MARKER = { pk: 'SALES_BACKFILL', sk: 'DONE' };
const PAGE = 200;
/** One GetItem (not cached: next to a report's hundreds of Queries it costs nothing). */
export async function salesBackfillDone(): Promise<boolean> {
  const out = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: MARKER, ConsistentRead: true }));
  return !!out.Item;
}

type StoredLead = LeadFacts & {
  id: string;
  meeting?: unknown;
  notes?: Array<{ at: string; status?: string }>;
  firstResponseAt?: string;
};

async function mark(kind: LeadKind, id: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk(kind, id), sk: leadKeys.sk },
        UpdateExpression: 'SET salesCounted = :t',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(salesCounted)',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

async function backfillKind(
  kind: LeadKind,
  maxLeads: number,
): Promise<{ counted: number; complete: boolean }> {
  let cursor: string | undefined;
  let read = 0;
  let counted = 0;
  do {
    // One read of at most PAGE leads per page, so `read` bounds the leads evaluated.
    const page = await queryIndexPage<StoredLead>({
      entity: leadEntityOf(kind),
      index: 'gsi1',
      partition: leadKeys.listPk(kind),
      oldestFirst: true,
      limit: PAGE,
      cursor,
      filters: [{ attr: 'salesCounted', exists: false }],
      maxFilterReads: 1,
    });
    read += PAGE;
    for (const item of page.items) {
      if (!(await mark(kind, item.id))) continue;
      counted++;
      await countLead(leadForm(kind, item), item);
      const responded = item.firstResponseAt ?? item.notes?.find((note) => note.status)?.at;
      if (responded) await countFirstResponse(item.dateRaised, responded);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor && read < maxLeads);
  return { counted, complete: !cursor };
}

/** One bounded run; returns how many leads it counted. */
export async function runSalesBackfill(maxLeads: number = SALES_REPORT.backfillMaxLeads): Promise<number> {
  if (await salesBackfillDone()) return 0;
  let counted = 0;
  let complete = true;
  for (const kind of LEAD_KINDS) {
    const out = await backfillKind(kind, maxLeads);
    counted += out.counted;
    complete &&= out.complete;
  }
  if (complete) {
    await dynamo.send(
      new PutCommand({ TableName: TABLE_NAME, Item: { ...MARKER, at: clock.now().toISOString(), counted } }),
    );
  }
  return counted;
}
