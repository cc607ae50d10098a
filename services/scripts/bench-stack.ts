import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/local-aws';
import { WEB_ROOT } from '../local/paths';

/**
 * The embedded stack the benchmarks load, run in a child process so the load
 * generator and the server do not share one event loop. The per-IP rate limit
 * is off: every request comes from 127.0.0.1 and would otherwise make the
 * benchmark a 429 test. Shared by every bench:* that loads the API;
 * `withBenchStack` and `medianGet` are the run and the timing of
 * bench:analytics and bench:sales.
 */
export const BENCH_ADMIN = { email: 'admin@example.com', password: 'Bench-Admin-Passw0rd!' };

export interface BenchStack {
  url: string;
  dynamoUrl: string;
  table: string;
  cognitoEndpoint: string;
  clientId: string;
}

async function serve(): Promise<void> {
  const { startLocalStack } = await import('../local/stack');
  const stack = await startLocalStack({
    dataDir: process.env.BENCH_DATA_DIR as string,
    webRoot: WEB_ROOT,
    port: 0,
    admin: BENCH_ADMIN,
    quiet: true,
    rateLimit: 'off',
    collectRateLimit: 'off',
    demoTraffic: false,
  });
  const ready: BenchStack = {
    url: stack.url,
    dynamoUrl: stack.parts.dynamo.url,
    table: stack.env.TABLE_NAME as string,
    cognitoEndpoint: stack.runtimeConfig.cognitoEndpoint as string,
    clientId: stack.runtimeConfig.userPoolClientId as string,
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  const stop = () => stack.stop().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Signs the bench admin in (USER_PASSWORD_AUTH, like the SPA) and returns the ID token. */
export async function signInToken(ready: BenchStack): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    endpoint: ready.cognitoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const out = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ready.clientId,
      AuthParameters: { USERNAME: BENCH_ADMIN.email, PASSWORD: BENCH_ADMIN.password },
    }),
  );
  client.destroy();
  return out.AuthenticationResult?.IdToken as string;
}

/** Starts the stack on free ports with its data in `dataDir`; resolves once it answers. */
export function startBenchStack(dataDir: string): Promise<{ child: ChildProcess; ready: BenchStack }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve({ child, ready: JSON.parse(line.slice(6)) as BenchStack });
    });
    child.once('exit', (code) => reject(new Error(`bench stack exited early (${code})`)));
  });
}

/**
 * Runs `bench` against a fresh stack whose data lives in a temporary folder,
 * then stops the stack and removes the folder, whatever happened. With
 * `directTable`, this process's DynamoDB client is pointed at the stack's
 * table, for benches that write synthetic items straight into it.
 */
export async function withBenchStack(
  name: string,
  bench: (ready: BenchStack) => Promise<number>,
  { directTable = false } = {},
): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const { child, ready } = await startBenchStack(dataDir).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    if (directTable)
      Object.assign(process.env, {
        DYNAMODB_ENDPOINT: ready.dynamoUrl,
        TABLE_NAME: ready.table,
        AWS_REGION: LOCAL_REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        LOG_LEVEL: 'silent',
      });
    return await bench(ready);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Times `runs` GETs of an API path (after `warmUp` unmeasured ones, which pay
 * a cold start) and returns the median and the last answer's `data`; any
 * status but 200 throws.
 */
export async function medianGet<T>(
  ready: BenchStack,
  path: string,
  token: string,
  { runs, warmUp = 0 }: { runs: number; warmUp?: number },
): Promise<{ ms: number; data: T }> {
  const url = `${ready.url}/api/v1${path}`;
  for (let i = 0; i < warmUp; i++) await fetch(url, { headers: { token } });
  const times: number[] = [];
  let data: T | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { token } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    data = ((await res.json()) as { data: T }).data;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)] as number, data: data as T };
}

if (process.argv.includes('--serve')) await serve();
