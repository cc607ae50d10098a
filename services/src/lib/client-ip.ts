import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The visitor's address, the one place handlers read it (rate limits, booking
 * caps, abuse logs). Behind CloudFront, `sourceIp` is CloudFront's address;
 * taking the viewer's from CloudFront-Viewer-Address behind the origin secret
 * belongs to issue 15 and replaces this function's body only.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
