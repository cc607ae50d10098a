/**
 * Signs and checks share-preview tokens (issue 31), the approach of
 * lib/meeting-link.ts: the same rotated secret (`current` signs, `previous`
 * still checks), its own `preview:` prefix in the MAC so no other link's
 * token is a preview token. Shape: `<kind>.<record id>.<preview id>.<expiry s>.<HMAC>`.
 * A genuine token is only half the check: its preview record must still
 * exist (revoking deletes it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_LINK_FRAGMENT, PREVIEW_PAGE_PATH } from '@app/shared/schemas/page-preview';
import { trimEndChar } from '@app/shared/strings';
import { linkKeys } from '../meeting-link';

export interface PreviewClaim {
  kind: string;
  recordId: string;
  id: string;
  /** Epoch seconds. */
  expires: number;
}

function mac(key: string, body: string): string {
  return createHmac('sha256', key).update(`preview:${body}`).digest('base64url');
}

const bodyOf = (c: PreviewClaim) => `${c.kind}.${c.recordId}.${c.id}.${c.expires}`;

export async function signPreviewToken(claim: PreviewClaim): Promise<string> {
  const body = bodyOf(claim);
  return `${body}.${mac((await linkKeys()).current, body)}`;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const ID = /^[a-z0-9-]{1,80}$/;

export type PreviewCheck = ({ ok: true; expired: boolean } & PreviewClaim) | { ok: false };

/** Checks the signature first; only a genuine token is told apart as expired. */
export async function checkPreviewToken(token: string, nowMs: number): Promise<PreviewCheck> {
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false };
  const [kind = '', recordId = '', id = '', exp = '', sig = ''] = parts;
  if (!ID.test(kind) || !ID.test(recordId) || !ID.test(id) || !/^\d{1,12}$/.test(exp)) return { ok: false };
  const claim = { kind, recordId, id, expires: Number(exp) };
  const keys = await linkKeys();
  const body = bodyOf(claim);
  const valid = [keys.current, keys.previous].some((key) => key !== undefined && same(sig, mac(key, body)));
  if (!valid) return { ok: false };
  return { ok: true, ...claim, expired: claim.expires * 1000 <= nowMs };
}

export function previewUrl(siteUrl: string, token: string): string {
  return `${trimEndChar(siteUrl, '/')}${PREVIEW_PAGE_PATH}#${PREVIEW_LINK_FRAGMENT}=${token}`;
}
