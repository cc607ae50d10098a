/**
 * Signs and checks the talent-pool link (issue 28), the approach of
 * lib/meeting-link.ts: the same rotated secret (`current` signs, `previous`
 * still checks), its own `keep:` prefix in the MAC so a meeting token is
 * never a keep token. The token names the application, the `retainFrom` it
 * was mailed for (so a link is used once: the keep moves `retainFrom` on),
 * its expiry (the application's deletion date) and the job title the page
 * shows. Shape: shared/src/schemas/talent-pool.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  KEEP_APPLICATION_FRAGMENT,
  KEEP_APPLICATION_PATH,
  KEEP_TITLE_MAX,
} from '@app/shared/schemas/talent-pool';
import { trimEndChar } from '@app/shared/strings';
import { linkKeys } from '../meeting-link';

export interface KeepClaim {
  id: string;
  /** The application's `retainFrom` when the mail went, epoch seconds. */
  from: number;
  /** The application's deletion date, epoch seconds: the link is dead after it. */
  expires: number;
}

function mac(key: string, body: string): string {
  return createHmac('sha256', key).update(`keep:${body}`).digest('base64url');
}

export async function signKeepToken(claim: KeepClaim, jobTitle: string): Promise<string> {
  const title = Buffer.from(jobTitle.slice(0, KEEP_TITLE_MAX), 'utf8').toString('base64url');
  const body = `${claim.id}.${claim.from}.${claim.expires}.${title}`;
  return `${body}.${mac((await linkKeys()).current, body)}`;
}

export type KeepCheck = ({ ok: true; expired: boolean } & KeepClaim) | { ok: false };

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const seconds = (s: string) => (/^\d{1,12}$/.test(s) ? Number(s) : Number.NaN);

/** Checks the signature first; only a genuine token is told apart as expired. */
export async function checkKeepToken(token: string, nowMs: number): Promise<KeepCheck> {
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false };
  const [id = '', fromText = '', expText = '', title = '', sig = ''] = parts;
  const from = seconds(fromText);
  const expires = seconds(expText);
  if (!/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(from) || Number.isNaN(expires)) return { ok: false };
  const body = `${id}.${fromText}.${expText}.${title}`;
  const keys = await linkKeys();
  const valid = [keys.current, keys.previous].some((key) => key !== undefined && same(sig, mac(key, body)));
  if (!valid) return { ok: false };
  return { ok: true, id, from, expires, expired: expires * 1000 <= nowMs };
}

/** The absolute link the mail carries. */
export function keepApplicationUrl(siteUrl: string, token: string): string {
  return `${trimEndChar(siteUrl, '/')}${KEEP_APPLICATION_PATH}#${KEEP_APPLICATION_FRAGMENT}=${token}`;
}
