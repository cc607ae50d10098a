/**
 * The backfill of `form` on leads stored before issue 27 (a lead's kind:
 * contact, let's-connect or meeting). Every lead stored since carries it
 * (contact-lead.ts, meeting-lead.ts). Reads each lead list (gsi1
 * `LEADS#<kind>`, oldest first, pages of 200, only items without `form`) and
 * sets it with `attribute_not_exists(form)`, so runs that overlap or repeat
 * change nothing twice. Bounded per run; run after every deploy and at every
 * local start (site-maintenance 'deploy') and by the sweep until a run finds
 * nothing left, then `LEAD_FORM_BACKFILL` marks it done (one GetItem a run).
 */
import * as clock from '@app/shared/clock';
import { LEAD_KINDS, type LeadKind, leadFormOf } from '@app/shared/leads';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { leadEntityOf, leadKeys } from './entities/lead';
import { queryIndexPage } from './index-page';

const MARKER = { pk: 'LEAD_FORM_BACKFILL', sk: 'DONE' };
const PAGE = 200;
const MAX_LEADS_PER_KIND = 20_000;

async function setForm(kind: LeadKind, lead: { id: string; meeting?: unknown }): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk(kind, lead.id), sk: leadKeys.sk },
        UpdateExpression: 'SET #form = :form',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#form)',
        ExpressionAttributeNames: { '#form': 'form' },
        ExpressionAttributeValues: { ':form': leadFormOf(kind, { meeting: lead.meeting }) },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

async function backfillKind(kind: LeadKind, maxLeads: number) {
  let cursor: string | undefined;
  let read = 0;
  let updated = 0;
  do {
    const page = await queryIndexPage<{ id: string; meeting?: unknown }>({
      entity: leadEntityOf(kind),
      index: 'gsi1',
      partition: leadKeys.listPk(kind),
      oldestFirst: true,
      limit: PAGE,
      cursor,
      filters: [{ attr: 'form', exists: false }],
      maxFilterReads: 1,
    });
    read += PAGE;
    for (const lead of page.items) if (await setForm(kind, lead)) updated++;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && read < maxLeads);
  return { updated, complete: !cursor };
}

/** One bounded run; returns how many leads got their form. */
export async function backfillLeadForms(maxLeads = MAX_LEADS_PER_KIND): Promise<number> {
  const done = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: MARKER, ConsistentRead: true }),
  );
  if (done.Item) return 0;
  let updated = 0;
  let complete = true;
  for (const kind of LEAD_KINDS) {
    const out = await backfillKind(kind, maxLeads);
    updated += out.updated;
    complete &&= out.complete;
  }
  if (complete) {
    await dynamo.send(
      new PutCommand({ TableName: TABLE_NAME, Item: { ...MARKER, at: clock.now().toISOString(), updated } }),
    );
  }
  return updated;
}
