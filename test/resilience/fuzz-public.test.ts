import { contactLeadSchema } from '@app/shared/schemas/contact';
import { scheduleMeetingLeadSchema } from '@app/shared/schemas/lets-connect';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLeads, contactBody, letsConnectBody } from '../api/leads-helpers';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import {
  FUZZ_ROUTES,
  FUZZ_RUNS,
  nastyJson,
  prototypeIsClean,
  requestFor,
  send,
  violation,
} from './fuzz-support';

/**
 * Property-based fuzzing of every public route through the local gateway
 * (rate limiter off so 429s do not mask answers). The rule: a 2xx, or a 4xx
 * with a message; never a 5xx; and what was accepted reads back well-formed.
 */
const PUBLIC = FUZZ_ROUTES.filter((r) => r.access === 'public');
const RUNS = FUZZ_RUNS.public;

let stack: Awaited<ReturnType<typeof startTestStack>>;
let adminToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  stack.rateLimiter.configure('off');
  adminToken = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('fuzz: public routes', () => {
  it.each(PUBLIC.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s never answers 5xx or a message-less 4xx',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (req) => {
          const why = violation(await send(stack.url, route, req));
          if (why)
            throw new Error(
              `${route.method} ${req.path}${req.query} body=${req.body?.slice(0, 200)}: ${why}`,
            );
        }),
        { numRuns: RUNS },
      );
      expect(prototypeIsClean()).toBe(true);
    },
  );

  it('unknown paths and methods get a JSON 404/405 with a message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.string({ maxLength: 60 }).map((s) => encodeURIComponent(s)),
        async (method, tail) => {
          const res = await fetch(`${stack.url}/api/v1/no-such/${tail}`, { method });
          const why = violation({ status: res.status, text: await res.text() });
          if (why) throw new Error(`${method} /no-such/${tail}: ${why}`);
          expect(res.status === 404 || res.status === 405).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  /** Mutates fields of a valid form; whatever is accepted must read back valid (schema of the stored lead). */
  async function mutateAndReadBack(
    path: string,
    template: () => Record<string, unknown>,
    listPath: '/admin/get-contact-leads' | '/admin/get-let-us-connect-leads',
    check: (lead: Record<string, unknown>) => boolean,
  ) {
    const acceptedIds: string[] = [];
    const fields = Object.keys(template()).filter((k) => k !== 'website2');
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields), nastyJson, { maxKeys: 2 }),
        fc.boolean(),
        async (mutation, keepValid) => {
          const body = { ...template(), ...(keepValid ? {} : mutation) };
          const res = await api(stack, 'POST', path, { body });
          const why = violation({ status: res.status, text: JSON.stringify(res.json) });
          if (why) throw new Error(`${path} ${JSON.stringify(mutation).slice(0, 300)}: ${why}`);
          if (res.status === 201) acceptedIds.push(res.json.data.id);
        },
      ),
      { numRuns: FUZZ_RUNS.formMutations },
    );
    expect(acceptedIds.length).toBeGreaterThan(0);
    const stored = await allLeads(stack, adminToken, listPath);
    for (const id of acceptedIds) {
      const lead = stored.find((l) => l._id === id || l.id === id);
      expect(lead, `accepted lead ${id} is stored`).toBeDefined();
      expect(check(lead as Record<string, unknown>), JSON.stringify(lead).slice(0, 400)).toBe(true);
    }
  }

  it('contact-us: mutated forms never 5xx; accepted leads read back valid', async () => {
    await mutateAndReadBack(
      '/contact/contact-us',
      () => contactBody(),
      '/admin/get-contact-leads',
      (lead) => contactLeadSchema.safeParse(lead).success,
    );
  });

  it('lets-connect: mutated forms never 5xx; accepted leads read back valid', async () => {
    await mutateAndReadBack(
      '/contact/lets-connect',
      () => letsConnectBody(),
      '/admin/get-let-us-connect-leads',
      (lead) => scheduleMeetingLeadSchema.safeParse(lead).success,
    );
  });

  it('the rate limiter answers 429 as a 4xx with a message and Retry-After', async () => {
    stack.rateLimiter.configure({ burst: 1, perMinute: 1 });
    try {
      await api(stack, 'POST', '/contact/contact-us', { body: contactBody() });
      const res = await api(stack, 'POST', '/contact/contact-us', { body: contactBody() });
      expect(res.status).toBe(429);
      expect(typeof res.json.message).toBe('string');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      stack.rateLimiter.configure('off');
    }
  });
});
