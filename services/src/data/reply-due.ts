/**
 * The reply promise's sweep reads (issue 30, item 6): the unanswered leads
 * whose owner reminder or overdue mail is due, and the claim that makes each
 * mail go once. Leads are read within the promise's reach (promise-reach.ts),
 * filtered to the due ones.
 */
import * as clock from '@app/shared/clock';
import type { LeadKind } from '@app/shared/leads';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { leadKeys, toView } from './lead-store';
import { leadsInPromiseReach } from './promise-reach';

export type ReplyMail = 'ownerRemindedAt' | 'overdueMailedAt';

/** Leads of `kind` raised in the promise's reach whose reminder or overdue mail is due at `now`. */
export function leadsAwaitingReply<T extends LeadMeta>(kind: LeadKind, now = clock.now()): Promise<T[]> {
  const at = now.toISOString();
  return leadsInPromiseReach<T>(kind, now, [
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
  ]);
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
