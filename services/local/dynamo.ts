import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { GSIS, KEY_ATTRIBUTES, TABLE_KEYS, TTL_ATTRIBUTE } from '../src/data/table';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

const require = createRequire(import.meta.url);

/** dynalite: DynamoDB's API on a local LevelDB, persisted under `.local/`. */
export async function startDynalite(opts: {
  dataDir: string;
  port: number;
}): Promise<{ url: string; server: Server; stop(): Promise<void> }> {
  const dynalite = require('dynalite') as (o: Record<string, unknown>) => Server;
  const server = dynalite({ path: opts.dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${opts.port}`;
  return {
    url,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        // dynalite closes its LevelDB when the server emits 'close'.
        server.close(() => resolve());
      }),
  };
}

/** Creates the single table from the data module's key design, if it is not there yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GSIS.map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  try {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } catch {
    // dynalite does not implement TTL; expiry is then only logical (reads filter on expiresAt).
  }
  client.destroy();
}
