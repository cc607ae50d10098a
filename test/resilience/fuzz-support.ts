import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import fc from 'fast-check';

/**
 * Arbitraries and the "no 5xx, ever" oracle for fuzzing the route table
 * through the local gateway. Every row of API_ROUTES is fuzzed, so a new
 * route is covered the day it is added.
 */
export const FUZZ_ROUTES = (API_ROUTES as readonly RouteDef[]).filter((r) => r.method !== 'ANY');

/** Random requests per route (bounded so `npm test` stays quick on a 2-core machine); docs/quality.md reports them. */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1)); // FUZZ_SCALE=10 for a deeper local run
export const FUZZ_RUNS = { public: 25 * SCALE, admin: 12 * SCALE, formMutations: 25 * SCALE } as const;

/** Strings an attacker or a broken client sends: Unicode, null bytes, traversal, huge, markup. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '__proto__',
    'constructor',
    'prototype',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '\uD800',
    '\uFEFF\u202E\u200B',
    '🧪👩‍💻🏳️‍🌈',
    'ℌ𝔢𝔩𝔩𝔬',
    '9'.repeat(400),
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    'null',
    'undefined',
  ),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** Field names the handlers really read, so random bodies reach their validation. */
const FIELD_NAMES = [
  'name',
  'email',
  'emails',
  'contactNo',
  'message',
  'website2',
  'fullName',
  'companyName',
  'slot',
  'jobId',
  'applicationId',
  'resumeKey',
  'key',
  'fileName',
  'contentType',
  'size',
  'id',
  'slug',
  'title',
  'content',
  'roles',
  'status',
  'page',
  'section',
  'ids',
  'currentPassword',
  'newPassword',
];

/** Any JSON value, biased towards the boundary values and nasty strings above. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1.5,
      2 ** 53,
      -(2 ** 53),
      Number.MAX_VALUE,
      Number.MIN_VALUE,
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom(...FIELD_NAMES)), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Raw bodies JSON.stringify cannot produce: own `__proto__` keys, malformed JSON, wrong encodings. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  nastyJson.map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"email":"a@b.co","__proto__":{"roles":["SuperAdmin"]}}',
    '[{"__proto__":{"polluted":"yes"}}]',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '\u0000',
    '{"name":"\\u0000"}',
    '{"name":"\\ud800"}',
    '',
    '   ',
    '{}',
    '[]',
    'null',
    '"string"',
    '12',
  ),
);

const QUERY_KEYS = [
  'limit',
  'cursor',
  'id',
  'slug',
  'status',
  'search',
  'q',
  'page',
  'from',
  'to',
  'section',
];

const nastyQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), nastyString), nastyString), { maxLength: 4 })
  .map((pairs) => {
    const qs = new URLSearchParams();
    // URLs stay under API Gateway's request-line limit; huge values go in bodies.
    for (const [k, v] of pairs) qs.append(k.slice(0, 200), v.slice(0, 1000));
    const text = qs.toString();
    return text ? `?${text}` : '';
  });

/** Lone surrogates become U+FFFD (encodeURIComponent throws on them; a browser sends U+FFFD too). */
function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A path parameter: encoded random text, raw traversal, encoded null, or very long. */
const pathParam: fc.Arbitrary<string> = fc.oneof(
  nastyString.map((s) => encodeURIComponent(wellFormed(s.slice(0, 1000))) || 'x'),
  fc.constantFrom('..%2F..%2Fadmin', '%00', 'a%00b', '%2e%2e', '%252e', '%C0%AE', 'x'.repeat(3000), '%FF%FE'),
);

export function fillPath(path: string, params: string[]): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => params[i++ % params.length] ?? 'x');
}

export interface FuzzRequest {
  path: string;
  query: string;
  body: string | undefined;
  contentType: string | undefined;
}

export function requestFor(route: RouteDef): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    path: fc.array(pathParam, { minLength: 1, maxLength: 2 }).map((ps) => fillPath(route.path, ps)),
    query: nastyQuery,
    body: fc.option(rawBody, { nil: undefined, freq: 5 }),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data; boundary=x',
      undefined,
    ),
  });
}

export interface Answer {
  status: number;
  text: string;
}

/** The rule: a 2xx, or a 4xx with a message; never a 5xx. Returns why it failed, or null. */
export function violation(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status >= 200 && answer.status < 300) return null;
  if (answer.status < 400) return null; // 3xx redirects are fine
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return `${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`;
  }
  const message = (json as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '')
    return `${answer.status} without a message: ${answer.text.slice(0, 200)}`;
  return null;
}

export async function send(
  baseUrl: string,
  route: RouteDef,
  req: FuzzRequest,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (req.contentType && req.body !== undefined) headers['content-type'] = req.contentType;
  const withBody = req.body !== undefined && route.method !== 'GET';
  const res = await fetch(`${baseUrl}/api/v1${req.path}${req.query}`, {
    method: route.method,
    headers,
    body: withBody ? req.body : undefined,
  });
  return { status: res.status, text: await res.text() };
}

/** Object.prototype must never gain keys from a request (the handlers run in this process). */
export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted === undefined && probe.isAdmin === undefined && probe.roles === undefined;
}
