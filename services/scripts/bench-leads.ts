import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/local-aws';
import { WEB_ROOT } from '../local/paths';

/**
 * bench:leads — 2,000 Contact Us submissions at concurrency 50 against a
 * fresh embedded stack, then checks that every accepted (2xx) lead is stored.
 * Prints throughput, p50/p99 latency, the 5xx count and stored vs accepted.
 * Targets: zero 5xx, zero lost. It prints figures; it is not a test.
 *
 * The stack runs in a child process (`--serve`) so the load generator and the
 * server do not share one event loop, with the per-IP rate limit OFF
 * (LOCAL_RATE_LIMIT=off): every request comes from 127.0.0.1, and the limit
 * would otherwise turn the benchmark into a 429 test. Mail goes to the
 * outbox (SES stand-in) as in normal use: two mails per lead.
 */
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Ready {
  url: string;
  dynamoUrl: string;
  table: string;
}

async function serve(): Promise<void> {
  const { startLocalStack } = await import('../local/stack');
  const dataDir = process.env.BENCH_DATA_DIR as string;
  const stack = await startLocalStack({
    dataDir,
    webRoot: WEB_ROOT,
    port: 0,
    admin: { email: 'admin@example.com', password: 'Bench-Admin-Passw0rd!' },
    quiet: true,
    rateLimit: 'off',
  });
  const ready: Ready = {
    url: stack.url,
    dynamoUrl: stack.parts.dynamo.url,
    table: stack.env.TABLE_NAME as string,
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  const stop = () => stack.stop().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve({ child, ready: JSON.parse(line.slice(6)) as Ready });
    });
    child.once('exit', (code) => reject(new Error(`bench stack exited early (${code})`)));
  });
}

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

async function countStored(ready: Ready): Promise<number> {
  // Imported here, not at the top: the data module reads the handlers' env, which the --serve child sets.
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
  const started = await startServer(dataDir).catch((error) => {
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

if (process.argv.includes('--serve')) await serve();
else process.exitCode = await bench();
