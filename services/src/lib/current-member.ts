import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { getMemberRecord, type MemberRecord, putMemberRecordIfAbsent } from '../data/member-record';
import { markActive } from '../data/member-record-writes';
import { UnauthorizedError } from './errors';
import { memberRecordFromCognito } from './member-source';

/**
 * The auth step's view of a member on every staff request: their member
 * record, not the token's `cognito:groups`. Cognito signs people in; the
 * record says what they may do now.
 *
 * Cost: one strongly consistent GetItem (1 RCU for an item under 4 KB),
 * cached per warm Lambda for at most CACHE_MS, so a member's rights follow a
 * change within 5 s. Routes that manage members read it fresh every time, and
 * so does a token issued after the cached read (a new sign-in or refresh:
 * the SPA refreshes every 30 s, so at most one extra read per member per 30 s).
 * A member with no record yet gets one built from Cognito (lazy creation,
 * once per member; the deploy backfill makes that rare).
 */
export const CACHE_MS = 5_000;
const CACHE_MAX = 1_000;

interface Entry {
  record: MemberRecord | null;
  at: number;
}
const cache = new Map<string, Entry>();

function remember(sub: string, record: MemberRecord | null, now: number): void {
  cache.delete(sub);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(sub, { record, at: now });
}

/** Drops one member from this Lambda's cache (after a handler here changed their record). */
export function forgetMember(sub: string): void {
  cache.delete(sub);
}

async function load(sub: string): Promise<MemberRecord | null> {
  const stored = await getMemberRecord(sub);
  if (stored) return stored;
  const fromCognito = await memberRecordFromCognito(sub);
  return fromCognito ? putMemberRecordIfAbsent(fromCognito) : null;
}

export interface TokenIdentity {
  sub: string;
  /** The ID token's `iat` (epoch seconds). */
  issuedAt: number;
}

/**
 * The member's current record, or 401 when they were deleted or the token was
 * issued before their last demotion (validAfter, set with the global sign-out).
 */
export async function currentMember(
  token: TokenIdentity,
  options: { fresh?: boolean; now?: number } = {},
): Promise<MemberRecord> {
  // Real time, not the business clock: compared with the token's iat and the cache's age.
  const now = options.now ?? Date.now();
  const hit = options.fresh ? undefined : cache.get(token.sub);
  let record: MemberRecord | null;
  let at = now;
  // A token issued after the entry was cached (a new sign-in or refresh) reads fresh too.
  if (hit && now - hit.at < CACHE_MS && token.issuedAt * 1000 < hit.at) {
    record = hit.record;
    at = hit.at;
  } else {
    record = await load(token.sub);
    remember(token.sub, record, at);
  }
  if (!record || record.deleted || token.issuedAt < record.validAfter)
    throw new UnauthorizedError(MEMBER_TEXTS.sessionEnded);
  if (record.status !== 'CONFIRMED') {
    // Holding an ID token means they signed in: an invitee has become an active member.
    await markActive(token.sub);
    record = { ...record, status: 'CONFIRMED' };
    remember(token.sub, record, at);
  }
  return record;
}
