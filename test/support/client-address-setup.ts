import { TEST_CLIENT_HEADER } from '@app/services/local/client-address';
import { testClientAddress } from './local-stack';

/**
 * Every request a test sends to a stack on this machine carries the test's own
 * client address (local-stack.ts's testClientAddress), as if each test had a
 * network of its own: per-address rate limits, booking limits and visitor hashes
 * on the shared stack then belong to one test. A test that names an address
 * itself keeps it. Browsers are not affected (their pages come from 127.0.0.1).
 */
const WRAPPED = Symbol.for('site-test.client-address-fetch');
type MarkedFetch = typeof fetch & { [WRAPPED]?: true };

if (!(globalThis.fetch as MarkedFetch)[WRAPPED]) {
  const original = globalThis.fetch;
  const wrapped: MarkedFetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url)) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(TEST_CLIENT_HEADER)) headers.set(TEST_CLIENT_HEADER, testClientAddress());
    return original(input, { ...init, headers });
  };
  wrapped[WRAPPED] = true;
  globalThis.fetch = wrapped;
}
