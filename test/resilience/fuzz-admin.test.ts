import { randomUUID } from 'node:crypto';
import { ENDS_CALLER_SESSIONS } from '@app/shared/routes/account';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { FUZZ_ROUTES, FUZZ_RUNS, prototypeIsClean, requestFor, send, violation } from './fuzz-support';

/**
 * Property-based fuzzing of every staff route with a SuperAdmin token (so
 * requests reach validation and the handlers, not just the authorizer).
 * The rule: a 2xx, or a 4xx with a message; never a 5xx.
 */
const ADMIN = FUZZ_ROUTES.filter((r) => r.access !== 'public');
const RUNS = FUZZ_RUNS.admin;

let stack: Awaited<ReturnType<typeof startTestStack>>;
let token: string;
/** For the routes that end the caller's sessions: a member of this file's own, not the admin. */
let ownToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  ownToken = await createMember(stack, `fuzz.admin.${randomUUID().slice(0, 8)}@example.com`, ['Employee']);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('fuzz: staff routes as SuperAdmin', () => {
  it.each(ADMIN.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s never answers 5xx or a message-less 4xx',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (req) => {
          const auth = ENDS_CALLER_SESSIONS.includes(route.path) ? ownToken : token;
          const why = violation(await send(stack.url, route, req, auth));
          if (why)
            throw new Error(
              `${route.method} ${req.path.slice(0, 200)}${req.query.slice(0, 200)} body=${req.body?.slice(0, 200)}: ${why}`,
            );
        }),
        { numRuns: RUNS },
      );
      expect(prototypeIsClean()).toBe(true);
    },
  );

  it('after the fuzzing, every list still reads back (nothing malformed was stored)', async () => {
    const lists = FUZZ_ROUTES.filter((r) => r.method === 'GET' && !r.path.includes('{'));
    for (const route of lists) {
      const res = await fetch(`${stack.url}/api/v1${route.path}`, { headers: { token } });
      const text = await res.text();
      // Single-item routes without their query answer 400/404; every list answers 200 with JSON.
      expect(violation({ status: res.status, text }), `${route.path}`).toBeNull();
      if (res.status === 200 && res.headers.get('content-type')?.includes('json'))
        expect(() => JSON.parse(text), route.path).not.toThrow();
    }
    // The admin still signs in and reads the profile: no fuzzed call broke the account.
    const again = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const profile = await fetch(`${stack.url}/api/v1/user/get-profile`, { headers: { token: again } });
    expect(profile.status).toBe(200);
  });
});
