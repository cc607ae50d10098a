import type { RouteDef } from '@app/shared/api-routes';
import { ORIGIN_VERIFY_HEADER } from '@app/shared/site-origin';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from './errors';
import { featureLambda } from './feature-lambda';
import { defineHandler } from './handler';
import {
  createOriginLock,
  REFRESH_INTERVAL_MS,
  SECRET_MAX_AGE_SECONDS,
  type SecretReader,
} from './origin-lock';

const CURRENT = 'c'.repeat(48);
const PREVIOUS = 'p'.repeat(48);
const NEXT = 'n'.repeat(48);

/** A Secrets Manager stand-in: records how it was asked, returns the stored value. */
function store(initial: unknown) {
  let value = initial;
  const calls: Array<{ id: string; maxAge: number; forceFetch: boolean }> = [];
  const read: SecretReader = async (id, options) => {
    calls.push({ id, ...options });
    return value;
  };
  return { read, calls, set: (next: unknown) => (value = next) };
}

describe('origin lock', () => {
  it('refuses requests without the header, or with a value that is not the secret, with 403', async () => {
    const lock = createOriginLock({
      secretId: 'site/prod/origin',
      stage: 'prod',
      read: store({ current: CURRENT }).read,
    });
    await expect(lock.check({})).rejects.toBeInstanceOf(ForbiddenError);
    await expect(lock.check(undefined)).rejects.toThrow('Forbidden');
    await expect(lock.check({ [ORIGIN_VERIFY_HEADER]: 'guess' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(lock.check({ [ORIGIN_VERIFY_HEADER]: CURRENT.slice(1) })).rejects.toThrow('Forbidden');
  });

  it('accepts the current and, during a rotation, the previous value', async () => {
    const s = store({ current: CURRENT, previous: PREVIOUS });
    const lock = createOriginLock({ secretId: 'site/prod/origin', stage: 'prod', read: s.read });
    expect(await lock.check({ [ORIGIN_VERIFY_HEADER]: CURRENT })).toBe(true);
    expect(await lock.check({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).toBe(true);
    expect(s.calls[0]).toEqual({ id: 'site/prod/origin', maxAge: SECRET_MAX_AGE_SECONDS, forceFetch: false });
  });

  it('re-reads the secret for an unknown value (a rotation it has not seen), at most every 30 s', async () => {
    let clock = 1_000_000;
    // Like Powertools' cache: a cached read keeps returning the old secret until forceFetch.
    let stored: unknown = { current: CURRENT };
    let cached = stored;
    const calls: boolean[] = [];
    const read: SecretReader = async (_id, options) => {
      calls.push(options.forceFetch);
      if (options.forceFetch) cached = stored;
      return cached;
    };
    const forced = () => calls.filter(Boolean).length;
    const lock = createOriginLock({ secretId: 'id', stage: 'dev', read, now: () => clock });
    stored = { current: NEXT, previous: CURRENT };
    expect(await lock.check({ [ORIGIN_VERIFY_HEADER]: NEXT })).toBe(true);
    expect(forced()).toBe(1);
    // Guesses cannot make it hammer Secrets Manager.
    await expect(lock.check({ [ORIGIN_VERIFY_HEADER]: 'guess-1' })).rejects.toThrow('Forbidden');
    await expect(lock.check({ [ORIGIN_VERIFY_HEADER]: 'guess-2' })).rejects.toThrow('Forbidden');
    expect(forced()).toBe(1);
    clock += REFRESH_INTERVAL_MS;
    await expect(lock.check({ [ORIGIN_VERIFY_HEADER]: 'guess-3' })).rejects.toThrow('Forbidden');
    expect(forced()).toBe(2);
  });

  it('is off on the local stack and fails at cold start in a deployed stage without its secret', () => {
    expect(() => createOriginLock({ secretId: undefined, stage: 'prod' })).toThrow(
      'Stage prod: ORIGIN_SECRET_ID is not set',
    );
    return expect(createOriginLock({ secretId: undefined, stage: 'local' }).check({})).resolves.toBe(false);
  });

  it('rejects a malformed secret instead of accepting every request', async () => {
    const lock = createOriginLock({ secretId: 'id', stage: 'dev', read: store({ current: '' }).read });
    await expect(lock.check({ [ORIGIN_VERIFY_HEADER]: '' })).rejects.toThrow('Forbidden');
    await expect(lock.check({ [ORIGIN_VERIFY_HEADER]: 'x' })).rejects.toThrow(/must be JSON/);
  });
});

describe('origin lock in the shared middy chain', () => {
  const routes: RouteDef[] = [{ method: 'GET', path: '/ip', feature: 'ip', handler: 'ip', access: 'public' }];
  const ip = defineHandler({ run: async ({ sourceIp }) => ({ data: { ip: sourceIp } }) });
  const lock = createOriginLock({ secretId: 'id', stage: 'prod', read: store({ current: CURRENT }).read });
  const handler = featureLambda('ip', { ip }, routes, { originLock: lock });
  const call = async (headers: Record<string, string>) => {
    const event = {
      version: '2.0',
      routeKey: 'GET /api/v1/ip',
      rawPath: '/api/v1/ip',
      headers,
      requestContext: {
        http: { method: 'GET', path: '/api/v1/ip', sourceIp: '130.176.0.1' },
        requestId: 't',
      },
    } as unknown as APIGatewayProxyEventV2;
    const res = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
    return { status: res.statusCode, body: JSON.parse(res.body ?? 'null') };
  };

  it('answers 403 to a request around CloudFront, before routing or parsing', async () => {
    expect(await call({ 'cloudfront-viewer-address': '203.0.113.7:5000' })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
  });

  it("gives handlers the viewer's address from CloudFront-Viewer-Address when the secret came along", async () => {
    const viaCloudFront = {
      [ORIGIN_VERIFY_HEADER]: CURRENT,
      'cloudfront-viewer-address': '203.0.113.7:5000',
    };
    expect(await call(viaCloudFront)).toEqual({ status: 200, body: { data: { ip: '203.0.113.7' } } });
    // No viewer header: CloudFront's own address is all there is.
    expect(await call({ [ORIGIN_VERIFY_HEADER]: CURRENT })).toEqual({
      status: 200,
      body: { data: { ip: '130.176.0.1' } },
    });
  });
});
