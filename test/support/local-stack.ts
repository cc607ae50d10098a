import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_ROOT } from '@app/services/local/paths';
import { type LocalStack, startLocalStack } from '@app/services/local/stack';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'Test-Admin-Passw0rd!' };

/**
 * Starts a fresh embedded stack on free ports with its own temporary data folder.
 * The booking and acknowledgement limits are lifted unless `abuseLimits` (most
 * suites book many meetings from one address; test/api/forms-integrity.test.ts checks them).
 */
export async function startTestStack(
  options: { abuseLimits?: boolean; demoTraffic?: boolean } = {},
): Promise<LocalStack & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const stack = await startLocalStack({
    abuseLimits: options.abuseLimits ?? false,
    dataDir,
    webRoot: WEB_ROOT,
    port: 0,
    admin: TEST_ADMIN,
    quiet: true,
    // Tests start from known data; the analytics seed is tested on its own.
    demoTraffic: options.demoTraffic ?? false,
  });
  return {
    ...stack,
    dispose: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
