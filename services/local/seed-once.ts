/**
 * Runs a demo seeder once per data folder: a marker item `SEED#<name>` is
 * written after it succeeds, so later starts never re-create what staff have
 * since edited or deleted. Every put inside is conditional too, so a seeder
 * interrupted half-way completes on the next start without duplicates.
 * Imports the handlers' modules lazily: they read their env at import.
 */
import * as clock from '@app/shared/clock';
export async function seedOnce(name: string, seed: () => Promise<void>): Promise<void> {
  const { dynamo, TABLE_NAME } = await import('../src/lib/dynamo');
  const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const Key = { pk: `SEED#${name}`, sk: 'SEED' };
  const done = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key }));
  if (done.Item) return;
  await seed();
  await dynamo.send(
    new PutCommand({ TableName: TABLE_NAME, Item: { ...Key, seededAt: clock.now().toISOString() } }),
  );
}

/** True when a conditional put found the item already there (the seed ran before). */
export function alreadyThere(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'ConditionalCheckFailedException' || (error as { statusCode?: number }).statusCode === 409;
}
