/**
 * The daily salt of the visitor hash (Plausible's method). One item per day,
 * `pk = ANALYTICS_SALT`, `sk = <day>`: 32 random bytes, created by the first
 * hit of the day with a conditional put (two first hits at once: the loser
 * reads the winner's). The salt of day D is deleted once D is two days old by
 * the site-maintenance sweep itself (deleteExpiredSalts), not left to TTL:
 * dynalite never deletes TTL items and AWS TTL can lag by days. Without its
 * salt a day's hashes can never be recomputed, so no visitor can be followed
 * across days.
 */
import { randomBytes } from 'node:crypto';
import { addDays, endOfDayEpoch } from '@app/shared/analytics-days';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';

export const SALT_PK = 'ANALYTICS_SALT';
const keyOf = (day: string) => ({ pk: SALT_PK, sk: day });

/** Salts this container has read, by day (at most today and yesterday are kept). */
const cache = new Map<string, Buffer>();

function remember(day: string, salt: Buffer): Buffer {
  cache.set(day, salt);
  for (const known of cache.keys()) if (known < addDays(day, -1)) cache.delete(known);
  return salt;
}

async function read(day: string): Promise<Buffer | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: keyOf(day), ConsistentRead: true }),
  );
  return typeof out.Item?.salt === 'string' ? Buffer.from(out.Item.salt, 'base64') : null;
}

/** The salt of `day`, created when it does not exist yet. */
export async function saltOf(day: string): Promise<Buffer> {
  const known = cache.get(day) ?? (await read(day));
  if (known) return remember(day, known);
  const salt = randomBytes(32);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...keyOf(day),
          entity: 'analyticsSalt',
          salt: salt.toString('base64'),
          expiresAt: endOfDayEpoch(addDays(day, 1)),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return remember(day, salt);
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const winner = await read(day);
    if (!winner) throw error;
    return remember(day, winner);
  }
}

/** The salt of `day` if it still exists (yesterday's, for a conversion just after midnight). */
export async function existingSaltOf(day: string): Promise<Buffer | null> {
  const known = cache.get(day) ?? (await read(day));
  return known ? remember(day, known) : null;
}

/** Deletes every salt older than yesterday; returns how many. */
export async function deleteExpiredSalts(today: string): Promise<number> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk < :keep',
      ExpressionAttributeValues: { ':pk': SALT_PK, ':keep': addDays(today, -1) },
      ProjectionExpression: 'pk, sk',
      Limit: 100,
    }),
  );
  const old = out.Items ?? [];
  for (const item of old) {
    await dynamo.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: item.pk, sk: item.sk } }));
    cache.delete(String(item.sk));
  }
  return old.length;
}

/** Days that still have a salt (tests, the operations screen). */
export async function saltDays(): Promise<string[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': SALT_PK },
      ProjectionExpression: 'sk',
      Limit: 100,
    }),
  );
  return (out.Items ?? []).map((i) => String(i.sk));
}
