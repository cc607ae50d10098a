/**
 * The retention step of the maintenance sweep (issue 28): reads the due list
 * (services/src/data/retention-due.ts, one Query), re-reads each record,
 * and either moves its date on (activity since, or a talent-pool consent),
 * or deletes / anonymises it with its links (erase-records.ts), then removes
 * the due item. Two sweeps at once do the same idempotent work; the
 * talent-pool mail is claimed on the application (for its current
 * `retainFrom`) before it is sent, so it goes once.
 */
import { resumeKeyFor } from '@app/shared/careers';
import type { LeadKind } from '@app/shared/leads';
import { retentionDue, TALENT_POOL_NOTICE_DAYS, ttlBackstopSeconds } from '@app/shared/retention';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dealKeys } from '../../data/deal';
import { applicationKeys } from '../../data/job-application';
import { leadKeys } from '../../data/lead-store';
import { clearDue, type DueItem, dueItems, scheduleRetention } from '../../data/retention-due';
import { dynamo, TABLE_NAME } from '../dynamo';
import { logger } from '../logger';
import { anonymiseDeal, deleteUpload, eraseApplication, eraseLead, getRaw } from './erase-records';
import { EXPORT_PREFIX } from './export-person';
import { signKeepToken } from './keep-link';

/** Due items handled per sweep run (the rest wait 15 minutes; bounded Lambda time). */
export const RETENTION_BATCH = 50;

/** Sends the talent-pool mail of an application deleted at `due`, with its signed token. */
export type NoticeSender = (application: Record<string, unknown>, due: Date, token: string) => Promise<void>;

const LEAD_KINDS: Record<string, LeadKind> = { contactLead: 'contact', meetingLead: 'meeting' };

const later = (...dates: unknown[]) =>
  dates
    .filter((d): d is string => typeof d === 'string' && d !== '')
    .sort()
    .at(-1) ?? '';

async function reschedule(item: DueItem, due: Date, backstop?: { pk: string; sk: string; seconds: number }) {
  await scheduleRetention(item.kind, item.id, due, item.action);
  if (backstop)
    await dynamo
      .send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk: backstop.pk, sk: backstop.sk },
          UpdateExpression: 'SET expiresAt = :exp',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':exp': backstop.seconds },
        }),
      )
      .catch(() => undefined);
}

async function handleLead(item: DueItem, kind: LeadKind, now: Date): Promise<boolean> {
  const lead = await getRaw(leadKeys.pk(kind, item.id), leadKeys.sk);
  if (!lead) return false;
  const last = later(lead.dateRaised, lead.updatedAt);
  const due = retentionDue(item.kind, last);
  if (due > now) {
    await reschedule(item, due, {
      pk: leadKeys.pk(kind, item.id),
      sk: leadKeys.sk,
      seconds: ttlBackstopSeconds(item.kind, last),
    });
    return false;
  }
  await eraseLead(kind, item.id);
  return true;
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Claims the mail for this `retainFrom` (store, then mail): of two sweeps one sends. */
async function claimNotice(id: string, from: string, now: Date, set: boolean): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: applicationKeys.pk(id), sk: applicationKeys.sk },
        ...(set
          ? {
              UpdateExpression: 'SET poolMailFor = :from, poolMailAt = :now',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(poolMailFor) OR poolMailFor <> :from)',
              ExpressionAttributeValues: { ':from': from, ':now': now.toISOString() },
            }
          : {
              // A send that failed gives the claim back, so the next sweep tries again.
              UpdateExpression: 'REMOVE poolMailFor, poolMailAt',
              ConditionExpression: 'poolMailFor = :from',
              ExpressionAttributeValues: { ':from': from },
            }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function handleNotice(item: DueItem, app: Record<string, unknown>, now: Date, notice: NoticeSender) {
  const from = later(app.retainFrom, app.dateRaised);
  const due = retentionDue('application', from);
  const noticeAt = new Date(due.getTime() - TALENT_POOL_NOTICE_DAYS * 86_400_000);
  if (noticeAt > now) {
    await reschedule(item, noticeAt);
    return false;
  }
  if (due <= now || app.poolMailFor === from) return false;
  if (!(await claimNotice(item.id, from, now, true))) return false;
  const seconds = (d: string | Date) => Math.floor(new Date(d).getTime() / 1000);
  try {
    const token = await signKeepToken(
      { id: item.id, from: seconds(from), expires: seconds(due) },
      typeof app.jobTitle === 'string' ? app.jobTitle : '',
    );
    await notice(app, due, token);
  } catch (error) {
    await claimNotice(item.id, from, now, false).catch(() => undefined);
    throw error;
  }
  return true;
}

async function handleApplication(item: DueItem, now: Date, notice: NoticeSender): Promise<boolean> {
  const app = await getRaw(applicationKeys.pk(item.id), applicationKeys.sk);
  if (!app) return false;
  if (item.action === 'notice') return handleNotice(item, app, now, notice);
  const from = later(app.retainFrom, app.dateRaised);
  const due = retentionDue('application', from);
  if (due > now) {
    await reschedule(item, due, {
      pk: applicationKeys.pk(item.id),
      sk: applicationKeys.sk,
      seconds: ttlBackstopSeconds('application', from),
    });
    return false;
  }
  await eraseApplication(item.id);
  return true;
}

async function handleDeal(item: DueItem, now: Date): Promise<boolean> {
  const deal = await getRaw(dealKeys.pk(item.id), dealKeys.sk);
  if (!deal) return false;
  const due = retentionDue('deal', later(deal.createdAt, deal.updatedAt));
  if (due > now) {
    await reschedule(item, due);
    return false;
  }
  const counts = await anonymiseDeal(item.id);
  return Boolean(counts.dealsAnonymised);
}

/**
 * The résumé copy of an application that was not stored (the apply path copies it out of pending/ and
 * then the store failed or timed out): deleted with every version unless the application exists, in
 * which case the résumé is the application's and goes with it.
 */
async function handleUnattachedResume(item: DueItem): Promise<boolean> {
  if (await getRaw(applicationKeys.pk(item.id), applicationKeys.sk)) return false;
  return (await deleteUpload(resumeKeyFor(item.id))) > 0;
}

/** One due item by its kind; true when a record was deleted, anonymised or mailed. */
async function handle(item: DueItem, now: Date, notice: NoticeSender): Promise<boolean> {
  const leadKind = LEAD_KINDS[item.kind];
  if (leadKind) return handleLead(item, leadKind, now);
  if (item.kind === 'application') return handleApplication(item, now, notice);
  if (item.kind === 'deal') return handleDeal(item, now);
  if (item.kind === 'unattachedResume') return handleUnattachedResume(item);
  if (item.kind === 'privacyExport') return (await deleteUpload(`${EXPORT_PREFIX}${item.id}.zip`)) > 0;
  return false;
}

/**
 * Handles up to RETENTION_BATCH due items at `now`; returns how many records
 * were deleted, anonymised or mailed. `only`: a test's scope (record ids).
 */
export async function sweepRetention(
  now: Date,
  notice: NoticeSender,
  only?: ReadonlySet<string>,
): Promise<number> {
  let done = 0;
  const items = await dueItems(now, only ? 1000 : RETENTION_BATCH);
  for (const item of items) {
    if (only && !only.has(item.id)) continue;
    try {
      if (await handle(item, now, notice)) done++;
      await clearDue(item.sk);
    } catch (error) {
      // Left in the list: the next sweep tries again.
      logger.error('retention item failed', { kind: item.kind, id: item.id, action: item.action, error });
    }
  }
  return done;
}
