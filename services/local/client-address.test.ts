import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver, TEST_CLIENT_HEADER } from './client-address';

const request = (remoteAddress: string, header?: string) =>
  ({
    socket: { remoteAddress },
    headers: header === undefined ? {} : { [TEST_CLIENT_HEADER]: header },
  }) as unknown as IncomingMessage;

describe('clientAddressResolver', () => {
  it('ignores the test header unless the stack was started for tests', () => {
    expect(clientAddressResolver(false)(request('127.0.0.1', '198.18.0.7'))).toBe('127.0.0.1');
    expect(clientAddressResolver(false)(request('::ffff:127.0.0.1'))).toBe('127.0.0.1');
  });

  it('lets a loopback client of a test stack name its address', () => {
    expect(clientAddressResolver(true)(request('127.0.0.1', '198.18.0.7'))).toBe('198.18.0.7');
    expect(clientAddressResolver(true)(request('::1', '2001:db8::1'))).toBe('2001:db8::1');
  });

  it('never trusts the header from a peer beyond this machine, nor a value that is no address', () => {
    expect(clientAddressResolver(true)(request('203.0.113.9', '198.18.0.7'))).toBe('203.0.113.9');
    expect(clientAddressResolver(true)(request('127.0.0.1', 'evil, 1.2.3.4'))).toBe('127.0.0.1');
    expect(clientAddressResolver(true)(request('127.0.0.1', ''))).toBe('127.0.0.1');
  });
});
