/**
 * What contact leads and schedule-meeting leads share: keys, the conditional
 * put, status and notes updates, and the mail outcome (the list is in
 * lead-list.ts). contact-lead.ts and meeting-lead.ts add
 * their own fields. Access patterns: docs/architecture.md (L1, L4).
 */
import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { DEAL_MESSAGES } from '@app/shared/deals';
import { LEAD_LIST, type LeadKind, type LeadStatus, type NotificationState } from '@app/shared/leads';
import { ttlBackstopSeconds } from '@app/shared/retention';
import type { LeadMeta, LeadNote, LeadUpdate, MailStatus } from '@app/shared/schemas/lead-admin';
import { FIRST_VERSION } from '@app/shared/schemas/record-version';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, NotFoundError } from '../lib/errors';
import { appendLogKeys, logger } from '../lib/logger';
import { countMetrics } from '../lib/metrics';
import { leadEntityOf, leadKeys } from './entities/lead';
import { followUpOf } from './lead-follow-up';
import { linkPerson } from './person-link';
import { staleVersion, versionOf } from './record-version';
import { retentionKindOfLead, scheduleLeadExpiry } from './retention-schedule';
import { normalizeSearch } from './search-text';

export { leadKeys, normalizeSearch };

export function newLeadMeta(now = clock.now()): LeadMeta {
  const pending: MailStatus = { status: 'pending' };
  return {
    id: randomUUID(),
    dateRaised: now.toISOString(),
    status: 'New',
    version: FIRST_VERSION,
    notes: [],
    notification: 'pending',
    mails: { notification: pending, acknowledgement: pending },
  };
}

/** Stores a new lead; the condition makes a retried put with the same id fail instead of overwrite. */
export async function putLead<T extends LeadMeta>(
  kind: LeadKind,
  submitted: T,
  searchParts: string[],
  visitorZone?: string,
): Promise<T> {
  const lead: T = { ...submitted, ...(await followUpOf(submitted, visitorZone)) };
  await leadEntityOf(kind)
    .build(PutItemCommand)
    .item({
      ...lead,
      // Counted in the SALES counters on write; the one-time backfill skips it (sales-backfill.ts).
      salesCounted: true,
      expiresAt: ttlBackstopSeconds(retentionKindOfLead(kind), lead.dateRaised),
      searchText: normalizeSearch(searchParts.filter(Boolean).join(' ')),
    })
    .options({ condition: { attr: 'pk', exists: false } })
    .send();
  // After the lead: a link or due item without its lead is harmless (the sweep and search skip it).
  const email = (lead as { email?: string }).email;
  await linkPerson(email, { kind: retentionKindOfLead(kind), id: lead.id });
  await scheduleLeadExpiry(kind, lead.id, lead.dateRaised);
  // Every later line of this request (mails, counters) names the lead; ids only, no personal data.
  appendLogKeys({ leadId: lead.id, leadKind: kind });
  logger.info('lead stored');
  // At the lead's own time: LeadsNotified (mail/lead-delivery.ts) carries the same, so the alarm's periods match.
  countMetrics({ leadsStored: 1 }, { at: Date.parse(lead.dateRaised) || undefined });
  return lead;
}

/** A stored lead item (e.g. an UpdateItem's ALL_NEW) as the record, storage-only attributes stripped. */
export function toView<T>(kind: LeadKind, item: Record<string, unknown>): T {
  return leadEntityOf(kind).build(EntityFormatter).format(item) as T;
}

export async function getLead<T extends LeadMeta>(kind: LeadKind, id: string): Promise<T | null> {
  const out = await leadEntityOf(kind).build(GetItemCommand).key({ id }).send();
  return (out.Item as T | undefined) ?? null;
}

/**
 * Changes the status, appends a note and/or sets the owner, as the next
 * version. Conditional: the lead must exist, still be at `version` and have
 * `expectedStatus` when given (409 otherwise), and have room for another note.
 */
export async function updateLead<T extends LeadMeta>(
  kind: LeadKind,
  id: string,
  update: LeadUpdate,
  by: string,
  now = clock.now(),
  /** This change is the lead's first response (the owner moved it from New or added a note). */
  firstResponse = false,
): Promise<T> {
  // Activity moves the retention on; the TTL backstop follows (the sweep reschedules its due item).
  const values: Record<string, unknown> = {
    ':now': now.toISOString(),
    ':exp': ttlBackstopSeconds(retentionKindOfLead(kind), now),
    ':first': FIRST_VERSION,
    ':one': 1,
  };
  // Every staff change is a new version; leads stored before versions count as the first.
  const names: Record<string, string> = { '#version': 'version' };
  const sets = ['updatedAt = :now', 'expiresAt = :exp', '#version = if_not_exists(#version, :first) + :one'];
  const conditions = ['attribute_exists(pk)'];
  if (update.version !== undefined) {
    values[':version'] = update.version;
    conditions.push(
      update.version === FIRST_VERSION
        ? '(attribute_not_exists(#version) OR #version = :version)'
        : '#version = :version',
    );
  }
  if (update.status) {
    names['#status'] = 'status';
    values[':status'] = update.status;
    sets.push('#status = :status');
    // A lead with a deal follows it (shared/src/deals.ts): its status is not set by hand.
    conditions.push('attribute_not_exists(deal)');
  }
  if (firstResponse) sets.push('firstResponseAt = if_not_exists(firstResponseAt, :now)');
  if (update.owner) {
    names['#owner'] = 'owner';
    values[':owner'] = update.owner;
    sets.push('#owner = :owner');
  }
  if (update.expectedStatus) {
    names['#status'] = 'status';
    values[':expected'] = update.expectedStatus;
    conditions.push('#status = :expected');
  }
  const note: LeadNote | undefined =
    update.note || update.status
      ? {
          at: now.toISOString(),
          by,
          text: update.note ?? '',
          ...(update.status ? { status: update.status } : {}),
        }
      : undefined;
  if (note) {
    values[':note'] = [note];
    values[':empty'] = [];
    values[':maxNotes'] = LEAD_LIST.maxNotes;
    sets.push('notes = list_append(if_not_exists(notes, :empty), :note)');
    conditions.push('(attribute_not_exists(notes) OR size(notes) < :maxNotes)');
  }
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk(kind, id), sk: leadKeys.sk },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toView<T>(kind, out.Attributes ?? {});
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const current = await getLead<T & { deal?: unknown }>(kind, id);
    if (!current) throw new NotFoundError('Lead not found');
    if (update.version !== undefined && versionOf(current) !== update.version) throw staleVersion();
    if (update.status && current.deal)
      throw new ConflictError(DEAL_MESSAGES.leadFollowsDeal, { status: DEAL_MESSAGES.leadFollowsDeal });
    if (update.expectedStatus && current.status !== update.expectedStatus)
      throw new ConflictError(`Someone else changed this lead to ${current.status}. Reload and try again.`, {
        status: `The status is now ${current.status}.`,
      });
    throw new ConflictError(`This lead has the maximum of ${LEAD_LIST.maxNotes} notes.`, {
      note: `This lead has the maximum of ${LEAD_LIST.maxNotes} notes.`,
    });
  }
}

export interface MailOutcome {
  notification?: MailStatus;
  acknowledgement?: MailStatus;
}

/** Records what SES said. `notification` on the lead mirrors the sales-inbox mail. */
export async function recordMailOutcome(kind: LeadKind, id: string, outcome: MailOutcome): Promise<void> {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  if (outcome.notification) {
    sets.push('notification = :n', 'mails.notification = :mn');
    values[':n'] = outcome.notification.status as NotificationState; // never 'skipped': only acknowledgements are
    values[':mn'] = outcome.notification;
  }
  if (outcome.acknowledgement) {
    sets.push('mails.acknowledgement = :ma');
    values[':ma'] = outcome.acknowledgement;
  }
  if (sets.length === 0) return;
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: leadKeys.pk(kind, id), sk: leadKeys.sk },
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: values,
    }),
  );
}

export type { LeadStatus };
