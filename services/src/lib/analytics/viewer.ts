/**
 * What the edge tells about the visitor, read the same way on every route
 * (the collector and the lead forms must compute the same visitor hash).
 * In AWS, CloudFront adds CloudFront-Viewer-Address and -Country (the
 * analytics behaviour's origin request policy forwards them, infra/lib) and
 * X-Forwarded-For; API Gateway's sourceIp is CloudFront's own address. The
 * local gateway sets CloudFront-Viewer-Address from the socket and drops
 * client-sent CloudFront-* headers, as CloudFront does.
 */
import { UNKNOWN_COUNTRY } from '@app/shared/analytics';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const value = event.headers?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** 'ip:port' (IPv6 without brackets, as CloudFront sends it) -> ip. */
function withoutPort(address: string): string {
  const trimmed = address.trim();
  if (trimmed.startsWith('['))
    return trimmed.slice(1, trimmed.indexOf(']') > 0 ? trimmed.indexOf(']') : undefined);
  const last = trimmed.lastIndexOf(':');
  return last > 0 ? trimmed.slice(0, last) : trimmed;
}

/** The visitor's address: CloudFront's viewer address, else the entry CloudFront appended to X-Forwarded-For, else the socket. */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  const address = header(event, 'cloudfront-viewer-address');
  if (address) return withoutPort(address);
  const source = event.requestContext?.http?.sourceIp ?? '';
  const forwarded = header(event, 'x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (forwarded && forwarded.length > 0) {
    // API Gateway may append the address it saw (CloudFront's); the viewer's is the one before it.
    if (forwarded.length > 1 && forwarded[forwarded.length - 1] === source) forwarded.pop();
    return forwarded[forwarded.length - 1] as string;
  }
  return source || 'unknown';
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
