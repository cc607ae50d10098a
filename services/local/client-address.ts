import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { isLoopback } from './site-fallback';

/**
 * The header through which a test names the client address it stands for.
 * Only a stack started for tests reads it (startLocalStack's `testClientHeader`,
 * which only test/support/local-stack.ts sets; `npm start` never does), and only
 * from a loopback peer. In AWS there is no such path: API Gateway takes
 * `sourceIp` from the connection and the WAF keys its rate rules on it.
 */
export const TEST_CLIENT_HEADER = 'x-test-client-ip';

/** The peer's address as API Gateway reports it (IPv4-mapped addresses unwrapped). */
export function socketAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/**
 * How the gateway tells clients apart. On a stack shared by many tests every
 * request comes from 127.0.0.1, so per-address limits (form rate limits,
 * bookings per address, the beacon's limit) would leak from one test into the
 * next; trusting the test header gives each test its own address instead.
 */
export function clientAddressResolver(trustTestHeader: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const peer = socketAddress(req);
    if (!trustTestHeader || !isLoopback(req.socket.remoteAddress)) return peer;
    const named = req.headers[TEST_CLIENT_HEADER];
    return typeof named === 'string' && isIP(named) !== 0 ? named : peer;
  };
}
