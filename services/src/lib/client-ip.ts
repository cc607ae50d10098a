import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The one place a handler learns the client's IP address (per-IP limits,
 * logs). Behind CloudFront, API Gateway's `requestContext.http.sourceIp` is a
 * CloudFront edge address; the visitor's address arrives in
 * CloudFront-Viewer-Address (`ip:port`, which the distribution's origin
 * request policy forwards). Anyone can send that header, so it is believed
 * only on requests that carried the origin secret (lib/origin-lock.ts);
 * elsewhere (the local stack, or no lock) the socket's address counts.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * `198.51.100.10:46532` or `2001:db8::8a2e:370:7334:46532` (IPv6 without
 * brackets, the port after the last colon); also tolerates `[v6]:port`.
 */
export function parseViewerAddress(value: string | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const bracketed = /^\[([^\]]+)\]:\d{1,5}$/.exec(trimmed);
  const ip = bracketed ? bracketed[1] : trimmed.slice(0, trimmed.lastIndexOf(':'));
  if (!ip || !/:\d{1,5}$/.test(trimmed)) return null;
  return isIP(ip) === 0 ? null : ip;
}

/** Requests whose origin secret checked out (lib/feature-lambda.ts marks them). */
const verified = new WeakSet<APIGatewayProxyEventV2>();

export function markViaCloudFront(event: APIGatewayProxyEventV2): void {
  verified.add(event);
}

export function clientIp(event: APIGatewayProxyEventV2, viaCloudFront = verified.has(event)): string {
  if (viaCloudFront) {
    const viewer = parseViewerAddress(event.headers?.[VIEWER_ADDRESS_HEADER]);
    if (viewer) return viewer;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
