import { randomInt } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';
import { traced } from './tracing';

/**
 * Module-level Cognito client (one per cold start). Locally COGNITO_ENDPOINT
 * points at cognito-local; in AWS the SDK uses the regional endpoint.
 */
export const cognito = traced(
  new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
    maxAttempts: 2,
  }),
);

export const USER_POOL_ID = env.USER_POOL_ID;
export const USER_POOL_CLIENT_ID = env.USER_POOL_CLIENT_ID;

/** The name Cognito (and cognito-local) gives a refusal, e.g. `UsernameExistsException`. */
export function cognitoErrorName(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const e = error as { name?: string; __type?: string };
  return e.name ?? e.__type ?? '';
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#%+-=?@';

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] as string;
}

/**
 * A temporary password for an invitation: 16 characters from a CSPRNG with at
 * least one of each class the pool requires (lower, upper, digit, symbol).
 * Look-alike characters (l, I, O, 0, 1) are left out because members type it.
 */
export function temporaryPassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
