/**
 * Identical submissions merged (issue 14, finding 5): the same form, e-mail
 * and message within IDEMPOTENCY.mergeWindowSeconds give the first lead's
 * answer instead of a second lead and mail. One item per fingerprint:
 * `pk = SUBMISSION#<form>#<sha256>`, `sk = SUBMISSION`, `leadId`, TTL
 * `expiresAt`; claimed with a conditional put (dynalite has no TTL, so an
 * expired item is overwritten by the condition).
 */
import { createHash } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { IDEMPOTENCY } from '@app/shared/idempotency';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

const normalise = (text: string) =>
  text.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).join(' ');

function submissionKey(form: string, parts: readonly string[]) {
  const hash = createHash('sha256')
    .update(JSON.stringify(parts.map(normalise)))
    .digest('base64url');
  return { pk: key('SUBMISSION', form, hash), sk: 'SUBMISSION' };
}

/**
 * Claims the fingerprint for `leadId`. Returns the lead id of an identical
 * submission in the window, or null when this one is the first.
 */
export async function claimSubmission(
  form: string,
  parts: readonly string[],
  leadId: string,
  now = clock.now(),
  force = false,
): Promise<string | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const Key = submissionKey(form, parts);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...Key,
          entity: 'submission',
          leadId,
          expiresAt: nowSeconds + IDEMPOTENCY.mergeWindowSeconds,
        },
        ...(force
          ? {}
          : {
              ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
              ExpressionAttributeValues: { ':now': nowSeconds },
            }),
      }),
    );
    return null;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const existing = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key, ConsistentRead: true }));
    return (existing.Item?.leadId as string | undefined) ?? null;
  }
}

/** Frees the fingerprint when the lead it was claimed for could not be stored. */
export async function releaseSubmission(
  form: string,
  parts: readonly string[],
  leadId: string,
): Promise<void> {
  await dynamo.send(
    new DeleteCommand({
      TableName: TABLE_NAME,
      Key: submissionKey(form, parts),
      ConditionExpression: 'leadId = :id',
      ExpressionAttributeValues: { ':id': leadId },
    }),
  );
}
