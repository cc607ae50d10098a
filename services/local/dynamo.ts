import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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
  const inFlight = trackRequests(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${opts.port}`;
  return {
    url,
    server,
    stop: async () => {
      // dynalite closes its LevelDB when the server emits 'close'; a request still
      // working on the database then threw "Database is closed" as an uncaught
      // exception and took the whole local stack down (issue 14, finding 9). So:
      // refuse new requests, let the running ones finish (bounded), then close.
      inFlight.refuseNew();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await inFlight.drained(5_000);
      server.closeAllConnections?.();
      await closed;
    },
  };
}

/**
 * Counts dynalite's requests from arrival to `res.end`, and once stopping
 * answers new ones (on kept-alive sockets) with DynamoDB's retryable 503.
 */
function trackRequests(server: Server) {
  const [handler] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!handler) throw new Error('dynalite registered no request handler');
  server.removeAllListeners('request');
  let active = 0;
  let stopping = false;
  let wake = () => {};
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (stopping) {
      res.writeHead(503, { 'content-type': 'application/x-amz-json-1.0', connection: 'close' });
      res.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ServiceUnavailableException' }));
      return;
    }
    active++;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      active--;
      wake();
      return end(...args);
    }) as ServerResponse['end'];
    handler(req, res);
  });
  return {
    refuseNew: () => {
      stopping = true;
    },
    drained: (maxMs: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        wake = () => {
          if (active > 0) return;
          clearTimeout(timer);
          resolve();
        };
        wake();
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
