import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp, parseViewerAddress } from './client-ip';

const event = (headers: Record<string, string>, sourceIp = '130.176.0.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('client IP', () => {
  it('reads CloudFront-Viewer-Address for IPv4 and IPv6 (port after the last colon)', () => {
    expect(parseViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(parseViewerAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334:46532')).toBe(
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    );
    expect(parseViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('ignores values that are not an address and a port', () => {
    for (const bad of [
      undefined,
      '',
      '198.51.100.10',
      'evil:80',
      '1.2.3.4.5:80',
      '198.51.100.10:port',
      ':80',
    ]) {
      expect(parseViewerAddress(bad)).toBeNull();
    }
  });

  it('believes the header only on requests that carried the origin secret', () => {
    const spoofed = event({ 'cloudfront-viewer-address': '203.0.113.9:1234' }, '192.0.2.50');
    expect(clientIp(spoofed, false)).toBe('192.0.2.50');
    expect(clientIp(spoofed, true)).toBe('203.0.113.9');
    expect(clientIp(event({ 'cloudfront-viewer-address': 'garbage' }), true)).toBe('130.176.0.1');
    expect(clientIp({ headers: {} } as unknown as APIGatewayProxyEventV2, false)).toBe('unknown');
  });
});
