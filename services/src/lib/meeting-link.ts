/**
 * Signs and checks the visitor's meeting link (issue 30): a token
 * `<booking id>.<expiry epoch seconds>.<HMAC-SHA256 of "meeting:<id>:<expiry>">`,
 * base64url. The booking id is the meeting lead's id, which a reschedule keeps,
 * so an older link still opens the same booking.
 *
 * The key is a Secrets Manager secret `{ current, previous? }` like the origin
 * secret (MEETING_LINK_SECRET_ID, infra/lib/constructs/meeting-link-secret.ts):
 * links are signed with `current` and `previous` is still accepted, so a
 * rotation does not break links already mailed. The local stack and tests,
 * which have no Secrets Manager, use a fixed key; a deployed stage without the
 * secret refuses to sign rather than sign with a known key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MEETING_LINK_DAYS_AFTER,
  MEETING_LINK_FRAGMENT,
  MEETING_PAGE_PATH,
} from '@app/shared/schemas/meeting-link';
import { trimEndChar } from '@app/shared/strings';
import { env } from './env';
import { secretsProvider } from './parameter-providers';

export interface MeetingLinkKeys {
  current: string;
  previous?: string;
}

export type KeyReader = () => Promise<MeetingLinkKeys>;

const LOCAL_KEYS: MeetingLinkKeys = { current: 'local-meeting-link-key-for-the-embedded-stack-only' };
const MAX_AGE_SECONDS = 300;

const readSecret: KeyReader = async () => {
  const id = env.MEETING_LINK_SECRET_ID;
  if (!id) {
    if (env.STAGE === 'local' || env.STAGE === 'test') return LOCAL_KEYS;
    throw new Error(
      `Stage ${env.STAGE}: MEETING_LINK_SECRET_ID is not set, so meeting links cannot be signed`,
    );
  }
  const value = (await (
    await secretsProvider()
  ).get(id, {
    maxAge: MAX_AGE_SECONDS,
    transform: 'json',
  })) as Partial<MeetingLinkKeys>;
  if (!value || typeof value.current !== 'string' || value.current.length < 32)
    throw new Error('The meeting-link secret must be JSON { "current": "<at least 32 characters>" }');
  return {
    current: value.current,
    previous: typeof value.previous === 'string' ? value.previous : undefined,
  };
};

let reader: KeyReader = readSecret;

/** Tests replace the secret read (a rotation test). */
export function setMeetingKeyReader(next: KeyReader | undefined): void {
  reader = next ?? readSecret;
}

/** The link keys (current and previous): the talent-pool link signs with the same secret, its own prefix. */
export function linkKeys(): Promise<MeetingLinkKeys> {
  return reader();
}

function mac(key: string, id: string, expires: number): string {
  return createHmac('sha256', key).update(`meeting:${id}:${expires}`).digest('base64url');
}

/** Expiry of a link for a meeting starting at `start`: some days after it (then "book a new one"). */
export function linkExpiry(start: string): number {
  return Math.floor(Date.parse(start) / 1000) + MEETING_LINK_DAYS_AFTER * 86_400;
}

export async function signMeetingToken(id: string, expires: number): Promise<string> {
  const keys = await reader();
  return `${id}.${expires}.${mac(keys.current, id, expires)}`;
}

export type TokenCheck = { ok: true; id: string; expired: boolean } | { ok: false };

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Checks the signature first; only a genuine token is told apart as expired. */
export async function checkMeetingToken(token: string, nowMs: number): Promise<TokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false };
  const [id = '', exp = '', sig = ''] = parts;
  const expires = Number(exp);
  if (!id || !Number.isSafeInteger(expires) || String(expires) !== exp) return { ok: false };
  const keys = await reader();
  const valid = [keys.current, keys.previous].some(
    (key) => key !== undefined && same(sig, mac(key, id, expires)),
  );
  if (!valid) return { ok: false };
  return { ok: true, id, expired: expires * 1000 <= nowMs };
}

/** The absolute link the mails and the confirmation carry. */
export function meetingLinkUrl(siteUrl: string, token: string): string {
  return `${trimEndChar(siteUrl, '/')}${MEETING_PAGE_PATH}#${MEETING_LINK_FRAGMENT}=${token}`;
}
