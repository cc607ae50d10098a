/**
 * Deleting and anonymising one record with everything linked to it: what the
 * retention sweep does when a record's time is up and what an erasure does
 * to every record of a person (issue 28). Every step is idempotent (a delete
 * of a gone item, a REMOVE of gone fields), so two sweeps at once, or a
 * sweep and an erasure, end in the same state; the counts say what this call
 * found. Deals are never deleted here: they keep stage, value, currency,
 * dates, source and campaign for the sales reports (whose counters are not
 * touched) and lose the person.
 */
import { DEAL_STAGE_LABELS } from '@app/shared/deals';
import type { LeadKind } from '@app/shared/leads';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { incrementCounter } from '../../data/counters';
import { dealKeys } from '../../data/deal';
import { releaseLead } from '../../data/deal-lead';
import { activityKeys } from '../../data/entities/deal-activity';
import { slotKeys } from '../../data/entities/meeting-slot';
import { applicationKeys } from '../../data/job-application';
import { leadKeys } from '../../data/lead-store';
import { unlinkPerson } from '../../data/person-link';
import { retentionKindOfLead } from '../../data/retention-schedule';
import { dynamo, TABLE_NAME } from '../dynamo';
import { env } from '../env';
import { s3 } from '../s3';
import { deleteEveryVersion } from './s3-versions';

export type EraseCounts = Record<string, number>;

export const REMOVED = '[removed]';

export function addCounts(into: EraseCounts, from: EraseCounts): EraseCounts {
  for (const [k, v] of Object.entries(from)) if (v) into[k] = (into[k] ?? 0) + v;
  return into;
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** `text` with every case-insensitive occurrence of the person's name or address replaced. */
export function scrub(text: string, words: Array<string | undefined>): string {
  let out = text;
  for (const word of words) {
    const w = word?.trim();
    if (!w || w.length < 2) continue;
    const lower = w.toLowerCase();
    let at = out.toLowerCase().indexOf(lower);
    while (at >= 0) {
      out = `${out.slice(0, at)}${REMOVED}${out.slice(at + w.length)}`;
      at = out.toLowerCase().indexOf(lower, at + REMOVED.length);
    }
  }
  return out;
}

export async function getRaw(pk: string, sk: string): Promise<Record<string, unknown> | undefined> {
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }),
  );
  return out.Item;
}

export async function deleteItem(pk: string, sk: string, condition?: { leadId: string }): Promise<boolean> {
  try {
    const out = await dynamo.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: { pk, sk },
        ReturnValues: 'ALL_OLD',
        ...(condition
          ? {
              ConditionExpression: 'leadId = :lead',
              ExpressionAttributeValues: { ':lead': condition.leadId },
            }
          : {}),
      }),
    );
    return Boolean(out.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Removes the person from a deal: contact name, e-mail and notes go; the
 * title and lost reason lose the name and address; note-like activities
 * lose their text. `person` names what to scrub (the deal's own contact too).
 */
export async function anonymiseDeal(
  dealId: string,
  person: { names?: string[]; email?: string } = {},
): Promise<EraseCounts> {
  const deal = await getRaw(dealKeys.pk(dealId), dealKeys.sk);
  if (!deal) return {};
  const words = [
    ...(person.names ?? []),
    person.email,
    deal.contactName as string,
    deal.contactEmail as string,
  ];
  const title = scrub(String(deal.title ?? ''), words);
  const named = Boolean(deal.contactName || deal.contactEmail || deal.notes) || title !== deal.title;
  let counts: EraseCounts = {};
  if (named) {
    const reason = typeof deal.reason === 'string' ? scrub(deal.reason, words) : undefined;
    await dynamo
      .send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk: dealKeys.pk(dealId), sk: dealKeys.sk },
          // A new version: an editor open on the old one gets 409 instead of writing the person back.
          UpdateExpression: `SET title = :title, version = if_not_exists(version, :one) + :one${reason !== undefined ? ', reason = :reason' : ''} REMOVE contactName, contactEmail, notes`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':title':
              title.trim() ||
              `Deal (${DEAL_STAGE_LABELS[deal.stage as keyof typeof DEAL_STAGE_LABELS] ?? 'closed'})`,
            ':one': 1,
            ...(reason !== undefined ? { ':reason': reason } : {}),
          },
        }),
      )
      .catch((error) => {
        if (!isConditionFailure(error)) throw error;
      });
    counts = { dealsAnonymised: 1 };
  }
  counts.dealActivities = await scrubActivities(dealId, words);
  await unlinkPerson(deal.contactEmail as string | undefined, { kind: 'deal', id: dealId });
  if (person.email) await unlinkPerson(person.email, { kind: 'deal', id: dealId });
  return counts;
}

/** Hand-logged activities (note, call, mail, meeting) lose their text; server-written ones lose the name. */
async function scrubActivities(dealId: string, words: Array<string | undefined>): Promise<number> {
  let changed = 0;
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < 40; page++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': dealKeys.pk(dealId), ':prefix': activityKeys.skPrefix },
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      const text = String(item.text ?? '');
      const logged = ['note', 'call', 'mail', 'meeting'].includes(String(item.type));
      const next = logged ? (text ? REMOVED : '') : scrub(text, words);
      if (next === text) continue;
      await dynamo.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET #text = :text',
          ExpressionAttributeNames: { '#text': 'text' },
          ExpressionAttributeValues: { ':text': next },
        }),
      );
      changed++;
    }
    start = out.LastEvaluatedKey;
    if (!start) break;
  }
  return changed;
}

/** Deletes a lead with its booked slot and claim, and removes the person from its deal. */
export async function eraseLead(kind: LeadKind, id: string): Promise<EraseCounts> {
  const lead = await getRaw(leadKeys.pk(kind, id), leadKeys.sk);
  if (!lead) return {};
  const counts: EraseCounts = {};
  const meeting = lead.meeting as { start?: string; office?: string } | undefined;
  if (meeting?.start) {
    const slot = { office: (meeting.office ?? 'noida') as never, start: meeting.start };
    if (await deleteItem(slotKeys.pk(slot), slotKeys.sk, { leadId: id })) counts.meetingSlots = 1;
  }
  const deal = lead.deal as { id?: string } | undefined;
  if (deal?.id) {
    addCounts(
      counts,
      await anonymiseDeal(deal.id, { names: [lead.fullName as string], email: lead.email as string }),
    );
    await releaseLead(kind, id, deal.id);
  }
  await unlinkPerson(lead.email as string | undefined, { kind: retentionKindOfLead(kind), id });
  // Only the delete that removed the item counts it down (two sweeps at once: one of them).
  if (await deleteItem(leadKeys.pk(kind, id), leadKeys.sk)) {
    counts[`${kind}Leads`] = 1;
    await incrementCounter(kind === 'contact' ? 'contactLeads' : 'meetingLeads', -1);
  }
  return counts;
}

/** Deletes one object of the uploads bucket with every version (S3_ENDPOINT: the local s3rver, which keeps none). */
export async function deleteUpload(key: string): Promise<number> {
  return deleteEveryVersion(await s3(), env.UPLOADS_BUCKET, key, !env.S3_ENDPOINT);
}

/** Deletes an application and its résumé object with every stored version. */
export async function eraseApplication(id: string): Promise<EraseCounts> {
  const application = await getRaw(applicationKeys.pk(id), applicationKeys.sk);
  if (!application) return {};
  const counts: EraseCounts = {};
  if (typeof application.resume === 'string' && application.resume) {
    const versions = await deleteUpload(application.resume);
    counts.resumes = 1;
    counts.resumeVersions = versions;
  }
  await unlinkPerson(application.email as string | undefined, { kind: 'application', id });
  if (await deleteItem(applicationKeys.pk(id), applicationKeys.sk)) {
    counts.applications = 1;
    await incrementCounter('applications', -1);
  }
  return counts;
}
