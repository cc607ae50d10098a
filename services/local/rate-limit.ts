import type { IncomingMessage } from 'node:http';
import { RATE_LIMITED_ROUTES, routeKey } from '@app/shared/api-routes';
import { PUBLIC_FORM_RATE_LIMIT } from '@app/shared/leads';
import type { RouteDef } from '@app/shared/route-def';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface RateLimit {
  /** Requests a client may make at once. */
  burst: number;
  /** Requests a client regains per minute. */
  perMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets keyed by client. `take` answers how many seconds to wait
 * (0 = allowed). The clock is injected so tests need no real waiting.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    public limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  take(client: string): number {
    const { burst, perMinute } = this.limit;
    const t = this.now();
    const perMs = perMinute / 60_000;
    const previous = this.buckets.get(client) ?? { tokens: burst, at: t };
    const tokens = Math.min(burst, previous.tokens + (t - previous.at) * perMs);
    if (tokens >= 1) {
      this.buckets.set(client, { tokens: tokens - 1, at: t });
      this.prune(t);
      return 0;
    }
    this.buckets.set(client, { tokens, at: t });
    return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
  }

  reset(): void {
    this.buckets.clear();
  }

  /** Keeps memory bounded: forget clients whose bucket has refilled anyway. */
  private prune(t: number): void {
    if (this.buckets.size < 10_000) return;
    const perMs = this.limit.perMinute / 60_000;
    for (const [client, b] of this.buckets) {
      if (b.tokens + (t - b.at) * perMs >= this.limit.burst) this.buckets.delete(client);
    }
  }
}

/** LOCAL_RATE_LIMIT: unset = the shared limit, 'off' = none, '<burst>/<perMinute>' e.g. '100/600'. */
export function parseRateLimit(value: string | undefined): RateLimit | 'off' {
  const fallback = { burst: PUBLIC_FORM_RATE_LIMIT.burst, perMinute: PUBLIC_FORM_RATE_LIMIT.perMinute };
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim().toLowerCase() === 'off') return 'off';
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    throw new Error(`LOCAL_RATE_LIMIT must be 'off' or '<burst>/<perMinute>', got '${value}'`);
  return { burst: Number(m[1]), perMinute: Number(m[2]) };
}

export interface RateLimiter {
  gate: (route: RouteDef, req: IncomingMessage) => APIGatewayProxyStructuredResultV2 | null;
  /** Change the limit at run time ('off' disables it); buckets start full again. */
  configure(limit: RateLimit | 'off'): void;
  reset(): void;
  readonly limit: RateLimit | 'off';
}

/**
 * The local stand-in for the WAF rate-based rule on the public form routes:
 * per client address, 429 with a clear message and Retry-After.
 */
export function createRateLimiter(
  initial: RateLimit | 'off',
  now: () => number = Date.now,
  routes: readonly RouteDef[] = RATE_LIMITED_ROUTES,
  message: string = PUBLIC_FORM_RATE_LIMIT.message,
  clientOf: (req: IncomingMessage) => string = (req) => req.socket.remoteAddress ?? 'unknown',
): RateLimiter {
  const limited = new Set(routes.map(routeKey));
  let current = initial;
  const buckets = new TokenBuckets(initial === 'off' ? { burst: 1, perMinute: 1 } : initial, now);
  return {
    get limit() {
      return current;
    },
    configure(limit) {
      current = limit;
      if (limit !== 'off') buckets.limit = limit;
      buckets.reset();
    },
    reset: () => buckets.reset(),
    gate(route, req) {
      if (current === 'off' || !limited.has(routeKey(route))) return null;
      const wait = buckets.take(clientOf(req));
      if (wait === 0) return null;
      return {
        statusCode: 429,
        headers: { 'content-type': 'application/json', 'retry-after': String(wait) },
        body: JSON.stringify({ message }),
      };
    },
  };
}
