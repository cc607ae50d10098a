import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/local-aws';
import { type BenchStack, startBenchStack } from './bench-stack';

/**
 * bench:leads — 2,000 Contact Us submissions at concurrency 50 against a
 * fresh embedded stack, then checks that every accepted (2xx) lead is stored.
 * Prints throughput, p50/p99 latency, the 5xx count and stored vs accepted.
 * Targets: zero 5xx, zero lost. It prints figures; it is not a test.
 *
 * The stack runs in a child process with the rate limit off (bench-stack.ts). Mail goes to the
 * outbox (SES stand-in) as in normal use: two mails per lead.
 */
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  duration: number;
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function countStored(ready: BenchStack): Promise<number> {
  // Imported here, not at the top: the data module reads the handlers' env, which only the stack's child process sets.
  const { leadKeys } = await import('../src/data/lead-store');
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: ready.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: ready.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': leadKeys.listPk('contact') },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  db.destroy();
  return count;
}

async function bench(): Promise<number> {
  const require = createRequire(import.meta.url);
  const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
  const started = await startBenchStack(dataDir).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { child, ready } = started;
  try {
    const body = JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.com',
      contactNo: '+91 98765 43210',
      // [<id>] is replaced per request, so every submission is distinct.
      message: 'Benchmark submission [<id>]',
      website2: '',
    });
    console.log(
      `bench:leads  ${AMOUNT} POST /api/v1/contact/contact-us, ${CONNECTIONS} connections, rate limit off`,
    );
    const result = await autocannon({
      url: `${ready.url}/api/v1/contact/contact-us`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      idReplacement: true,
      amount: AMOUNT,
      connections: CONNECTIONS,
      timeout: 30,
    });
    const stored = await countStored(ready);
    const accepted = result['2xx'];
    const lost = accepted - stored;
    const seconds = result.duration;
    console.log(`
  duration        ${seconds.toFixed(1)} s
  throughput      ${(result.requests.total / seconds).toFixed(1)} req/s (autocannon per-second average ${result.requests.average.toFixed(1)})
  latency p50     ${result.latency.p50} ms
  latency p99     ${result.latency.p99} ms   (max ${result.latency.max} ms)
  responses       2xx ${result['2xx']}  4xx ${result['4xx']}  5xx ${result['5xx']}  errors ${result.errors}  timeouts ${result.timeouts}
  accepted (2xx)  ${accepted}
  stored          ${stored}
  lost            ${lost}
`);
    const ok = result['5xx'] === 0 && lost === 0 && result.errors === 0 && result.timeouts === 0;
    console.log(ok ? '  targets met: zero 5xx, zero lost' : '  TARGETS MISSED');
    return ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await bench();
