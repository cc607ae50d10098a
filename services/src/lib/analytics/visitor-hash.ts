import { createHmac } from 'node:crypto';
import { addDays, analyticsDay } from '@app/shared/analytics-days';
import * as clock from '@app/shared/clock';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { existingSaltOf, saltOf } from '../../data/analytics-salt';
import { env } from '../env';
import { addressKey, truncateIp, userAgentOf, viewerIp } from './viewer';

/** The site part of the hash input, so two sites sharing a table never share visitors. */
const SITE = (() => {
  try {
    return new URL(env.SITE_URL ?? '').host || 'site';
  } catch {
    return 'site';
  }
})();

/**
 * Plausible's visitor id: HMAC-SHA256(salt of the day, site + truncated IP +
 * user agent), hex, 128 bits. Neither the address nor the user agent is
 * stored; with the salt deleted after two days the hash cannot be recomputed.
 */
export function visitorHash(salt: Buffer, ip: string, userAgent: string): string {
  return createHmac('sha256', salt)
    .update(`${SITE}\n${truncateIp(ip)}\n${userAgent}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The requester's address (IPv4, or IPv6 /64) under the day's salt: the key of
 * the per-address cap on new visitors, and of the address's overflow visitor.
 */
export function addressHash(salt: Buffer, ip: string): string {
  return createHmac('sha256', salt)
    .update(`${SITE}\naddress\n${addressKey(ip)}`)
    .digest('hex')
    .slice(0, 32);
}

/** Today's hash of the requester and of its address (creates the day's salt on the first hit). */
export async function todaysVisitor(event: APIGatewayProxyEventV2, now = clock.now()) {
  const day = analyticsDay(now);
  const salt = await saltOf(day);
  const ip = viewerIp(event);
  return { day, hash: visitorHash(salt, ip, userAgentOf(event)), address: addressHash(salt, ip) };
}

/** The requester's hash for today and, if its salt still exists, yesterday (conversion fallback). */
export async function recentVisitorHashes(event: APIGatewayProxyEventV2, now = clock.now()) {
  const today = analyticsDay(now);
  const ip = viewerIp(event);
  const ua = userAgentOf(event);
  const out: Array<{ day: string; hash: string }> = [];
  const todaySalt = await existingSaltOf(today);
  if (todaySalt) out.push({ day: today, hash: visitorHash(todaySalt, ip, ua) });
  const yesterday = addDays(today, -1);
  const yesterdaySalt = await existingSaltOf(yesterday);
  if (yesterdaySalt) out.push({ day: yesterday, hash: visitorHash(yesterdaySalt, ip, ua) });
  return out;
}
