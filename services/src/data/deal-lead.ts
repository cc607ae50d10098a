/**
 * The lead <-> deal link. One deal per lead is decided by a claim item
 * `pk = DEAL_LEAD#<kind>#<leadId>`, `sk = CLAIM` put with
 * `attribute_not_exists(pk)`: of two concurrent conversions exactly one wins,
 * the other gets 409. The lead then stores `deal: {id, stage}` and its status
 * follows the deal (shared/src/deals.ts says why the deal owns Won/Lost).
 */

import * as clock from '@app/shared/clock';
import { DEAL_MESSAGES, type DealStage, leadStatusForStage } from '@app/shared/deals';
import { LEAD_LIST, type LeadKind } from '@app/shared/leads';
import { ttlBackstopSeconds } from '@app/shared/retention';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError } from '../lib/errors';
import { leadKeys, toView } from './lead-store';
import { retentionKindOfLead } from './retention-schedule';
import { key } from './table';

const claimKey = (kind: LeadKind, leadId: string) => ({ pk: key('DEAL_LEAD', kind, leadId), sk: 'CLAIM' });
const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Claims the lead for `dealId`; 409 (with the deal that has it) when another deal holds it. */
export async function claimLead(kind: LeadKind, leadId: string, dealId: string, at: string) {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...claimKey(kind, leadId), dealId, at, entity: 'dealLeadClaim' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const held = await dynamo.send(
      new GetCommand({ TableName: TABLE_NAME, Key: claimKey(kind, leadId), ConsistentRead: true }),
    );
    throw new ConflictError(DEAL_MESSAGES.leadTaken, {
      leadId: DEAL_MESSAGES.leadTaken,
      ...(typeof held.Item?.dealId === 'string' ? { dealId: held.Item.dealId } : {}),
    });
  }
}

export async function releaseLead(kind: LeadKind, leadId: string, dealId: string) {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: claimKey(kind, leadId),
        ConditionExpression: 'dealId = :id',
        ExpressionAttributeValues: { ':id': dealId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Points the lead at its deal and moves its status with the deal's stage,
 * with a note in its history. Returns the lead after the change (null if the
 * lead was deleted meanwhile) and whether this was its first status change.
 */
export async function followDeal(
  kind: LeadKind,
  leadId: string,
  deal: { id: string; stage: DealStage; title: string },
  by: string,
  now = clock.now(),
): Promise<{ lead: LeadMeta; firstResponse: boolean } | null> {
  const at = now.toISOString();
  const status = leadStatusForStage(deal.stage);
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk(kind, leadId), sk: leadKeys.sk },
        UpdateExpression:
          'SET deal = :link, #status = :status, updatedAt = :now, expiresAt = :exp, firstResponseAt = if_not_exists(firstResponseAt, :now), ' +
          'notes = list_append(if_not_exists(notes, :empty), :note)',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(deal) OR deal.id = :id) AND ' +
          '(attribute_not_exists(notes) OR size(notes) < :maxNotes)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':link': { id: deal.id, stage: deal.stage },
          ':id': deal.id,
          ':status': status,
          ':now': at,
          ':exp': ttlBackstopSeconds(retentionKindOfLead(kind), now),
          ':empty': [],
          ':maxNotes': LEAD_LIST.maxNotes,
          ':note': [{ at, by, text: `Deal "${deal.title}": ${deal.stage}`, status }],
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const lead = toView<LeadMeta & { firstResponseAt?: string }>(kind, out.Attributes ?? {});
    return { lead, firstResponse: lead.firstResponseAt === at };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Removes the link when the deal is deleted; the lead keeps its last status and is editable again. */
export async function unlinkLead(kind: LeadKind, leadId: string, dealId: string) {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk(kind, leadId), sk: leadKeys.sk },
        UpdateExpression: 'REMOVE deal',
        ConditionExpression: 'deal.id = :id',
        ExpressionAttributeValues: { ':id': dealId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
