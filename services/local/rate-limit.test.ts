import type { IncomingMessage } from 'node:http';
import { API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, parseRateLimit, TokenBuckets } from './rate-limit';

const route = (method: string, path: string) =>
  (API_ROUTES as readonly RouteDef[]).find((r) => r.method === method && r.path === path) as RouteDef;
const from = (ip: string) => ({ socket: { remoteAddress: ip } }) as unknown as IncomingMessage;

describe('TokenBuckets', () => {
  it('allows a burst, then refills at the per-minute rate', () => {
    let t = 0;
    const buckets = new TokenBuckets({ burst: 2, perMinute: 6 }, () => t);
    expect([buckets.take('a'), buckets.take('a')]).toEqual([0, 0]);
    expect(buckets.take('a')).toBe(10); // one token every 10 s
    t += 9_000;
    expect(buckets.take('a')).toBe(1);
    t += 1_000;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('b')).toBe(0); // per client
  });

  it('never holds more than the burst', () => {
    let t = 0;
    const buckets = new TokenBuckets({ burst: 2, perMinute: 60 }, () => t);
    t += 3_600_000;
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a') > 0]).toEqual([0, 0, true]);
  });
});

describe('createRateLimiter', () => {
  it('limits the public form POSTs per client with a 429 and Retry-After, nothing else', () => {
    let t = 0;
    const limiter = createRateLimiter({ burst: 1, perMinute: 1 }, () => t);
    const post = route('POST', '/contact/contact-us');
    expect(limiter.gate(post, from('1.1.1.1'))).toBeNull();
    const refused = limiter.gate(post, from('1.1.1.1'));
    expect(refused?.statusCode).toBe(429);
    expect(JSON.parse(refused?.body ?? '{}').message).toBe(PUBLIC_FORM_RATE_LIMIT.message);
    expect(refused?.headers?.['retry-after']).toBe('60');
    expect(limiter.gate(route('POST', '/contact/lets-connect'), from('1.1.1.1'))?.statusCode).toBe(429);
    expect(limiter.gate(post, from('2.2.2.2'))).toBeNull();
    expect(limiter.gate(route('GET', '/contact/meeting-slots'), from('1.1.1.1'))).toBeNull();
    t += 60_000;
    expect(limiter.gate(post, from('1.1.1.1'))).toBeNull();
  });

  it('can be switched off and back on', () => {
    const limiter = createRateLimiter('off');
    const post = route('POST', '/contact/contact-us');
    for (let i = 0; i < 50; i++) expect(limiter.gate(post, from('1.1.1.1'))).toBeNull();
    limiter.configure({ burst: 1, perMinute: 1 });
    expect(limiter.gate(post, from('1.1.1.1'))).toBeNull();
    expect(limiter.gate(post, from('1.1.1.1'))?.statusCode).toBe(429);
  });
});

describe('parseRateLimit (LOCAL_RATE_LIMIT)', () => {
  it('reads off, burst/perMinute, and defaults to the shared limit', () => {
    expect(parseRateLimit(undefined)).toEqual({
      burst: PUBLIC_FORM_RATE_LIMIT.burst,
      perMinute: PUBLIC_FORM_RATE_LIMIT.perMinute,
    });
    expect(parseRateLimit('off')).toBe('off');
    expect(parseRateLimit('100/600')).toEqual({ burst: 100, perMinute: 600 });
    expect(() => parseRateLimit('lots')).toThrow(/LOCAL_RATE_LIMIT/);
  });
});
