/**
 * The talent-pool link's token: `<applicationId>.<24 random bytes>`; the
 * application stores only its SHA-256, so a leaked table holds no usable link.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newKeepToken(applicationId: string): string {
  return `${applicationId}.${randomBytes(24).toString('base64url')}`;
}

export function keepTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The application id a token names, or null when it is not one of ours in shape. */
export function applicationIdOf(token: string): string | null {
  const [id, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !secret || !/^[0-9a-f-]{36}$/.test(id) || !/^[\w-]{32}$/.test(secret))
    return null;
  return id;
}

export function tokenMatches(token: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || storedHash.length !== 64) return false;
  return timingSafeEqual(Buffer.from(keepTokenHash(token)), Buffer.from(storedHash));
}
