import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '@app/shared/site-origin';
import { ForbiddenError } from './errors';
import { secretsProvider } from './parameter-providers';

/**
 * The origin lock: CloudFront adds ORIGIN_VERIFY_HEADER with the stage's
 * secret to every /api/v1 request, and the API refuses requests without it,
 * so nobody calls the execute-api endpoint around CloudFront and its WAF.
 *
 * The secret lives in Secrets Manager as JSON `{ current, previous? }`
 * (infra/lib/constructs/origin-secret.ts). Both values are accepted, so a
 * rotation (new `current`, old one kept as `previous`) never cuts traffic
 * while CloudFront is redeployed with the new value. A value that matches
 * neither makes the Lambda re-read the secret, at most once per
 * REFRESH_INTERVAL_MS, before it refuses.
 */

export interface OriginSecretValue {
  current: string;
  previous?: string;
}

export type SecretReader = (
  secretId: string,
  options: { maxAge: number; forceFetch: boolean },
) => Promise<unknown>;

export interface OriginLock {
  /**
   * Resolves true when the request carries the secret (it came through
   * CloudFront), false when no lock is configured (the local stack); throws
   * ForbiddenError (403) otherwise.
   */
  check(headers: Record<string, string | undefined> | undefined): Promise<boolean>;
}

/** How long a warm Lambda keeps the secret before reading it again. */
export const SECRET_MAX_AGE_SECONDS = 300;
/** Unknown values may force a re-read this often, no more (they could be an attacker's guesses). */
export const REFRESH_INTERVAL_MS = 30_000;

const readSecret: SecretReader = async (secretId, options) => {
  return (await secretsProvider()).get(secretId, { ...options, transform: 'json' });
};

function parseSecret(value: unknown): OriginSecretValue {
  const v = value as Partial<OriginSecretValue> | null;
  if (!v || typeof v.current !== 'string' || v.current.length < 32) {
    throw new Error('The origin secret must be JSON { "current": "<at least 32 characters>" }');
  }
  return { current: v.current, previous: typeof v.previous === 'string' ? v.previous : undefined };
}

/** Constant-time comparison of two strings of any length. */
function same(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function createOriginLock(opts: {
  secretId: string | undefined;
  stage: string;
  read?: SecretReader;
  now?: () => number;
}): OriginLock {
  const { secretId } = opts;
  if (!secretId) {
    if (opts.stage === 'local' || opts.stage === 'test') return { check: async () => false };
    throw new Error(`Stage ${opts.stage}: ORIGIN_SECRET_ID is not set, so the API cannot check its origin`);
  }
  const read = opts.read ?? readSecret;
  const now = opts.now ?? Date.now;
  let lastRefresh = Number.NEGATIVE_INFINITY;
  const load = async (forceFetch: boolean) =>
    parseSecret(await read(secretId, { maxAge: SECRET_MAX_AGE_SECONDS, forceFetch }));
  const matches = (secret: OriginSecretValue, value: string) =>
    same(value, secret.current) || (secret.previous !== undefined && same(value, secret.previous));

  return {
    async check(headers) {
      const value = headers?.[ORIGIN_VERIFY_HEADER];
      if (!value) throw new ForbiddenError('Forbidden');
      if (matches(await load(false), value)) return true;
      if (now() - lastRefresh >= REFRESH_INTERVAL_MS) {
        lastRefresh = now();
        if (matches(await load(true), value)) return true;
      }
      throw new ForbiddenError('Forbidden');
    },
  };
}
