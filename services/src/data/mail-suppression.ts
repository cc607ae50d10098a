/**
 * The product's own suppression list (issue 29, item 4): addresses SES
 * reported as hard-bounced, complained or rejected are not mailed again until
 * their entry expires. An address is never stored: each entry is keyed by an
 * HMAC-SHA256 of the lower-cased address under a random key kept in the table
 * (`pk = MAIL_SUPPRESSION_KEY`, created on first use with a conditional put),
 * so the table alone does not list who bounced.
 *
 * Entries: `pk = SUPPRESSED#<hash>`, `sk = SUPPRESSED`, the SES event type,
 * the time, and `expiresAt` (TTL; read as "no longer suppressed" past it, as
 * TTL deletes lag). Internal inboxes expire after an hour: the inbox is fixed
 * and notifications flow again without anyone editing the table.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { retentionOf } from '@app/shared/retention';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

export const SUPPRESSION_KEY_PK = 'MAIL_SUPPRESSION_KEY';
const KEY_ITEM = { pk: SUPPRESSION_KEY_PK, sk: 'KEY' };

/** How long an address stays suppressed, in days (the retention table's row; internal inboxes: an hour). */
export const SUPPRESSION_DAYS = {
  external: retentionOf('mailSuppression').period.days ?? 180,
  internalHours: 1,
} as const;

export const suppressionKeys = {
  pk: (hash: string) => key('SUPPRESSED', hash),
  sk: 'SUPPRESSED',
};

let hmacKey: Promise<Buffer> | undefined;

async function loadKey(): Promise<Buffer> {
  const read = async () => {
    const out = await dynamo.send(
      new GetCommand({ TableName: TABLE_NAME, Key: KEY_ITEM, ConsistentRead: true }),
    );
    return typeof out.Item?.key === 'string' ? Buffer.from(out.Item.key, 'base64') : null;
  };
  const known = await read();
  if (known) return known;
  const fresh = randomBytes(32);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...KEY_ITEM, entity: 'mailSuppressionKey', key: fresh.toString('base64') },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return fresh;
  } catch (error) {
    // Two first uses at once: the loser reads the winner's key.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const winner = await read();
    if (!winner) throw error;
    return winner;
  }
}

/** The keyed hash an address is stored under (base64url). */
export async function addressHash(address: string): Promise<string> {
  hmacKey ??= loadKey().catch((error) => {
    hmacKey = undefined;
    throw error;
  });
  return createHmac('sha256', await hmacKey)
    .update(address.trim().toLowerCase())
    .digest('base64url');
}

export async function suppress(address: string, reason: string, now: Date, internal: boolean): Promise<void> {
  const ms = internal ? SUPPRESSION_DAYS.internalHours * 3_600_000 : SUPPRESSION_DAYS.external * 86_400_000;
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: suppressionKeys.pk(await addressHash(address)),
        sk: suppressionKeys.sk,
        entity: 'mailSuppression',
        reason,
        at: now.toISOString(),
        expiresAt: Math.floor((now.getTime() + ms) / 1000),
      },
    }),
  );
}

export async function isSuppressed(address: string, now: Date): Promise<boolean> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: suppressionKeys.pk(await addressHash(address)), sk: suppressionKeys.sk },
    }),
  );
  const expiresAt = Number(out.Item?.expiresAt ?? 0);
  return expiresAt * 1000 > now.getTime();
}

/** Lifts a suppression early (the runbook's step once an inbox is fixed; tests restore the shared inbox). */
export async function liftSuppression(address: string): Promise<void> {
  await dynamo.send(
    new DeleteCommand({
      TableName: TABLE_NAME,
      Key: { pk: suppressionKeys.pk(await addressHash(address)), sk: suppressionKeys.sk },
    }),
  );
}
