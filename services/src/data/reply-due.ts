/**
 * The reply promise's sweep reads (issue 30, item 6): the unanswered leads
 * whose owner reminder or overdue mail is due, and the claim that makes each
 * mail go once. Leads are read on their list index (gsi1, L2) for the days a
 * promise can span (REPLY_PROMISE.maxDaysWalked), filtered to the due ones:
 * a bounded number of Query pages per kind, never a Scan.
 */
import * as clock from '@app/shared/clock';
import type { LeadKind } from '@app/shared/leads';
import { REPLY_PROMISE } from '@app/shared/reply-promise';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { leadEntityOf } from './entities/lead';
import { queryIndexPage } from './index-page';
import { leadKeys, toView } from './lead-store';

export type ReplyMail = 'ownerRemindedAt' | 'overdueMailedAt';

/** Pages of 100 read per kind and sweep: 1,000 recent unanswered leads, far beyond a real backlog. */
const MAX_PAGES = 10;

/** Leads of `kind` raised in the promise's reach whose reminder or overdue mail is due at `now`. */
export async function leadsAwaitingReply<T extends LeadMeta>(
  kind: LeadKind,
  now = clock.now(),
): Promise<T[]> {
  const since = new Date(now.getTime() - REPLY_PROMISE.maxDaysWalked * 86_400_000).toISOString();
  const at = now.toISOString();
  const out: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await queryIndexPage<T>({
      entity: leadEntityOf(kind),
      index: 'gsi1',
      partition: leadKeys.listPk(kind),
      range: { gte: since },
      oldestFirst: true,
      limit: 100,
      cursor,
      filters: [
        { attr: 'firstResponseAt', exists: false },
        { attr: 'responseRemindAt', lte: at },
        {
          or: [
            { attr: 'ownerRemindedAt', exists: false },
            {
              and: [
                { attr: 'responseDueAt', lte: at },
                { attr: 'overdueMailedAt', exists: false },
              ],
            },
          ],
        },
      ],
      maxFilterReads: 5,
    });
    out.push(...page.items);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return out;
}

/**
 * Claims one of a lead's promise mails for this sweep: only while it is
 * unanswered and the mail not yet claimed. Two sweeps at once: one gets the
 * lead, the other null. Stored first, then mailed.
 */
export async function claimReplyMail<T extends LeadMeta>(
  kind: LeadKind,
  id: string,
  field: ReplyMail,
  now = clock.now(),
): Promise<T | null> {
  try {
    const out = await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: leadKeys.pk(kind, id), sk: leadKeys.sk },
        UpdateExpression: 'SET #field = :now',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(firstResponseAt) AND attribute_not_exists(#field)',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toView<T>(kind, out.Attributes ?? {});
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}
