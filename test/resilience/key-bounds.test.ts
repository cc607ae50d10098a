import { randomUUID } from 'node:crypto';
import { ENDS_CALLER_SESSIONS } from '@app/shared/routes/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { FUZZ_ROUTES, fillPath, send, violation } from './fuzz-support';

/**
 * Issue 14, finding 7: a key-bearing input (slug, id, e-mail, cursor) longer
 * than DynamoDB's key limits (partition 2048 bytes, sort 1024) made DynamoDB
 * throw a ValidationException and the route answer 500. Every route gets
 * oversized values in each place a key can come from: path parameters, the
 * query keys the handlers read, body fields and a forged cursor.
 */
const LONG = 'a'.repeat(2100);
const LONG_MULTIBYTE = 'é'.repeat(1100); // 2,200 bytes in UTF-8, under many character limits
const LONG_EMAIL = `${'a'.repeat(2100)}@example.com`;
const QUERY_KEYS = ['slug', 'id', 'currentBlogId', 'key', 'email'];
const BODY_KEYS = [
  'slug',
  'id',
  'jobId',
  'uploadId',
  'uploadKey',
  'key',
  'applicationId',
  'title',
  'fullName',
  'name',
];

/** One long value per request: URLs stay under the 16 KB header limit of Node (and API Gateway's). */
function requests(value: string) {
  const cursor = Buffer.from(
    JSON.stringify({ pk: value, sk: value, gsi1pk: value, gsi1sk: value }).slice(0, 6000),
  ).toString('base64url');
  return {
    queries: ['', ...QUERY_KEYS.map((k) => `?${new URLSearchParams([[k, value]])}`), `?cursor=${cursor}`],
    body: JSON.stringify({
      ...Object.fromEntries(BODY_KEYS.map((k) => [k, value])),
      email: value === LONG ? LONG_EMAIL : value,
      items: [{ kind: 'blog', id: value }],
      roles: ['Sales'],
    }),
  };
}

let stack: Awaited<ReturnType<typeof startTestStack>>;
let token: string;
/** For the routes that end the caller's sessions: a member of this file's own, not the admin. */
let ownToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  ownToken = await createMember(stack, `key.bounds.${randomUUID().slice(0, 8)}@example.com`, ['Employee']);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('oversized key-bearing inputs get a 4xx, never a 500', () => {
  for (const [label, value] of [
    ['ASCII', LONG],
    ['multibyte', LONG_MULTIBYTE],
  ] as const) {
    it(`every route, ${label} values`, async () => {
      const { queries, body } = requests(value);
      const failures: string[] = [];
      for (const route of FUZZ_ROUTES) {
        const longPath = fillPath(route.path, [encodeURIComponent(value)]);
        const auth =
          route.access === 'public'
            ? undefined
            : ENDS_CALLER_SESSIONS.includes(route.path)
              ? ownToken
              : token;
        const withBody = route.method !== 'GET';
        for (const q of queries) {
          // The long value goes in the path or in the query, not both.
          const path = q === '' ? longPath : fillPath(route.path, ['x']);
          const req = { path, query: q, body: withBody ? body : undefined, contentType: 'application/json' };
          const why = violation(await send(stack.url, route, req, auth));
          if (why) failures.push(`${route.method} ${route.path} ${q.slice(0, 20)}: ${why.slice(0, 160)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('a forged cursor in the right partition with an oversized sort key', async () => {
    const cursor = Buffer.from(
      // 1,100 bytes: over the 1,024-byte sort-key limit, under the 2,000-character cursor limit.
      JSON.stringify({ pk: 'LEAD#contact#x', sk: 'LEAD', gsi1pk: 'LEADS#contact', gsi1sk: 'a'.repeat(1100) }),
    ).toString('base64url');
    const res = await fetch(`${stack.url}/api/v1/admin/get-contact-leads?cursor=${cursor}`, {
      headers: { token },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Invalid cursor');
  });
});
