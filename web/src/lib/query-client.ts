import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-error';

/** At most this many retries of a failed read (so a failure shows within a few seconds). */
const MAX_RETRIES = 2;

/**
 * Retry a read only when trying again can help: no response at all (offline,
 * reset) or a 5xx. A 4xx is the answer (bad filter, gone, forbidden, 409) and
 * asking again would only repeat it; any other error is a bug, not a blip.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/**
 * The admin area's one query client (lib-level, so tests can build their own).
 * Admin data changes under other staff, so it goes stale after 30 s; within
 * that, going back to a screen shows its list at once without asking again,
 * and each write invalidates its feature's keys. No refetch on window focus:
 * a list must not reshuffle under a member reading it (the profile refresh of
 * SPEC §4 is the only focus-driven call). Writes never retry: a POST sent
 * twice could create twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
