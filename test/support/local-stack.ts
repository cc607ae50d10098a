import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_ROOT } from '@app/services/local/paths';
import type { RateLimit } from '@app/services/local/rate-limit';
import { type LocalStack, startLocalStack } from '@app/services/local/stack';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect } from 'vitest';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'Test-Admin-Passw0rd!' };

export type TestStack = LocalStack & { dispose(): Promise<void> };

/** Where this run's stacks keep their data (global-setup.ts makes it and removes it at the end). */
const dataRoot = () => process.env.SITE_TEST_DATA_ROOT ?? tmpdir();

interface FreshOptions {
  abuseLimits?: boolean;
  demoTraffic?: boolean;
  /** The business clock's instant at start (before the seed), as LOCAL_NOW gives `npm start`. */
  now?: string;
}

async function startStack(options: FreshOptions): Promise<TestStack> {
  const dataDir = mkdtempSync(join(dataRoot(), 'stack-'));
  const stack = await startLocalStack({
    abuseLimits: options.abuseLimits ?? false,
    dataDir,
    webRoot: WEB_ROOT,
    port: 0,
    admin: TEST_ADMIN,
    quiet: true,
    // Tests start from known data; the analytics seed is tested on its own.
    demoTraffic: options.demoTraffic ?? false,
    now: options.now,
    forTests: true,
  });
  return {
    ...stack,
    dispose: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Limits = { form: RateLimit | 'off'; collect: RateLimit | 'off' };
interface SharedStack {
  stack: TestStack;
  /** The limits it started with, which every file gets back. */
  limits: Limits;
}

const SHARED = Symbol.for('site-test.shared-stack');
const FRESH = Symbol.for('site-test.fresh-stack');
type WorkerGlobal = typeof globalThis & { [SHARED]?: Promise<SharedStack>; [FRESH]?: boolean };
const worker = globalThis as WorkerGlobal;

/**
 * What one file may have changed on the shared stack, put back: rate limits as
 * started, SES answering, the real time, every part running. Records stay: tests use their own
 * e-mails and ids and assert deltas.
 */
async function resetSettings({ stack, limits }: SharedStack): Promise<void> {
  stack.rateLimiter.configure(limits.form);
  stack.collectLimiter.configure(limits.collect);
  stack.outbox.available = true;
  stack.setNow(null);
  await Promise.all(Object.values(stack.parts).map((part) => part.start()));
}

/**
 * The worker's stack. Integration files run with `isolate: false`, so the files of
 * one Vitest worker share a module cache and this one running stack (its own data
 * folder and ports), started on first use; the handlers read its env once per
 * process. Each file gets it with the settings of a new stack (rate limits, SES,
 * parts); `dispose()` puts them back and leaves it running for the next file.
 * Booking and acknowledgement limits are lifted (suites book many meetings;
 * test/api/forms-integrity.test.ts checks them on a fresh stack).
 */
export async function startTestStack(): Promise<TestStack> {
  if (worker[FRESH]) throw new Error('This process runs a fresh stack: use startFreshTestStack only');
  worker[SHARED] ??= startStack({}).then((stack) => ({
    stack,
    limits: { form: stack.rateLimiter.limit, collect: stack.collectLimiter.limit },
  }));
  const shared = await worker[SHARED];
  await resetSettings(shared);
  return {
    ...shared.stack,
    dispose: async () => {
      await resetSettings(shared);
      await expectSeededAdmin(shared.stack);
    },
  };
}

/**
 * The files after this one sign in as the seeded SuperAdmin: a file that took its
 * role or password fails here, by name, instead of every later file failing for it.
 */
async function expectSeededAdmin(stack: LocalStack): Promise<void> {
  const roles = async () => {
    const token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password).catch(() => null);
    return token ? (await api(stack, 'GET', '/user/get-profile', { token })).json.data?.data?.roles : null;
  };
  let seen = await roles();
  // A role change refuses tokens issued up to the end of its second: one more try after it.
  if (JSON.stringify(seen) !== '["SuperAdmin"]')
    seen = await new Promise((r) => setTimeout(r, 1_100)).then(roles);
  if (JSON.stringify(seen) !== '["SuperAdmin"]')
    throw new Error(
      `This file left the seeded SuperAdmin unable to sign in, or with roles ${JSON.stringify(seen)}`,
    );
}

/**
 * A stack of the file's own, for the few files that need one (the seed, abuse
 * limits, a custom CSP). Such a file is listed in vitest.config.ts's
 * `integration-fresh` project, which isolates files: a process whose handlers
 * already read the shared stack's env cannot serve a second stack.
 */
export async function startFreshTestStack(options: FreshOptions = {}): Promise<TestStack> {
  if (worker[SHARED])
    throw new Error('A fresh stack cannot start beside the shared one: list the file in integration-fresh');
  worker[FRESH] = true;
  return startStack(options);
}

/** Signs in with USER_PASSWORD_AUTH, as the SPA does, and returns the ID token. */
export async function signIn(stack: LocalStack, email: string, password: string): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    endpoint: stack.runtimeConfig.cognitoEndpoint,
    region: stack.runtimeConfig.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.runtimeConfig.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  client.destroy();
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`No ID token for ${email}: ${JSON.stringify(result)}`);
  return token;
}

const addresses = new Map<string, string>();
/**
 * The client address the running test stands for: one per test (or per file, in its
 * hooks), so per-address limits and visitor hashes on the shared stack never carry
 * from one test into another. IPv6 documentation addresses (2001:db8::/32, only ever
 * a header value), each in a /48 of its own: the visitor hash keeps only the /48.
 */
export function testClientAddress(): string {
  const { testPath = '', currentTestName = '' } = expect.getState();
  const key = `${testPath}\u0000${currentTestName}`;
  let address = addresses.get(key);
  if (!address) {
    address = `2001:db8:${(addresses.size + 1).toString(16)}::1`;
    addresses.set(key, address);
  }
  return address;
}

export async function api(
  stack: LocalStack,
  method: string,
  path: string,
  init: { token?: string; body?: string | object; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.token = init.token;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${stack.url}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on their shape
  return { status: res.status, headers: res.headers, json: json as Record<string, any> };
}
