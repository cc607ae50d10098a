/**
 * What the edge tells about the visitor, read the same way on every route
 * (the collector and the lead forms must compute the same visitor hash).
 * In AWS, CloudFront adds CloudFront-Viewer-Address and -Country (the
 * analytics behaviour's origin request policy forwards them, infra/lib);
 * API Gateway's sourceIp is CloudFront's own address.
 */
import { UNKNOWN_COUNTRY } from '@app/shared/analytics';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientIp } from '../client-ip';

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const value = event.headers?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The visitor's address: the one client-IP function of every route
 * (lib/client-ip.ts), so the collector and the lead forms hash the same
 * address, and a CloudFront-Viewer-Address header counts only on requests
 * that carried the origin secret.
 */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  return clientIp(event);
}

/** IPv4 /24 or IPv6 /48: the hash never sees a full address. */
export function truncateIp(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (v4.includes('.') && !v4.includes(':')) {
    const parts = v4.split('.');
    return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.0` : v4;
  }
  return `${ip.split(':').slice(0, 3).join(':')}::`;
}

/** ISO country code from CloudFront-Viewer-Country, or 'unknown' (always locally). */
export function viewerCountry(event: APIGatewayProxyEventV2): string {
  const code = header(event, 'cloudfront-viewer-country')?.trim().toUpperCase();
  return code && code.length === 2 && code >= 'AA' && code <= 'ZZ' ? code : UNKNOWN_COUNTRY;
}

export function userAgentOf(event: APIGatewayProxyEventV2): string {
  return (header(event, 'user-agent') ?? '').slice(0, 512);
}

/** Global Privacy Control (Sec-GPC: 1): nothing about the visit is recorded. */
export function hasGpc(event: APIGatewayProxyEventV2): boolean {
  return header(event, 'sec-gpc')?.trim() === '1';
}

/**
 * The address a per-address limit counts (issue 25, finding 3): an IPv4
 * address, or the /64 of an IPv6 one (what one subscriber line gets), written
 * out in full so every spelling of the same /64 is the same key.
 */
export function addressKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!v4.includes(':')) return v4;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/64`;
}
