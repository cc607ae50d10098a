/**
 * The keyed hash of an e-mail address (issue 28): the person index's key,
 * the data-request queue and the audit log name a person by
 * HMAC-SHA256(key, normalised address), never by the address. The key is 32
 * random bytes in one item (`pk = PRIVACY_KEY`, `sk = KEY`), created by the
 * first caller with a conditional put (two at once: the loser reads the
 * winner's). Without the key a hash cannot be turned back into an address by
 * guessing common addresses. The mail suppression list uses the same hash.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';

const KEY = { pk: 'PRIVACY_KEY', sk: 'KEY' };
let cached: Promise<Buffer> | undefined;

async function read(): Promise<Buffer | null> {
  const out = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: KEY, ConsistentRead: true }));
  return typeof out.Item?.secret === 'string' ? Buffer.from(out.Item.secret, 'base64') : null;
}

async function load(): Promise<Buffer> {
  const known = await read();
  if (known) return known;
  const secret = randomBytes(32);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...KEY, entity: 'privacyKey', secret: secret.toString('base64') },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return secret;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const winner = await read();
    if (!winner) throw error;
    return winner;
  }
}

/** Trimmed and lower-cased: the one form every lookup by address uses. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** HMAC-SHA256 of the normalised address, hex (64 characters). */
export async function emailHash(email: string): Promise<string> {
  cached ??= load().catch((error) => {
    cached = undefined;
    throw error;
  });
  return createHmac('sha256', await cached)
    .update(normalizeEmail(email))
    .digest('hex');
}
