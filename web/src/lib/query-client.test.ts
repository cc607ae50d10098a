import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network errors and 5xx, twice at most', () => {
    expect(shouldRetry(0, new NetworkError(new TypeError('offline')))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'down'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'down'))).toBe(false);
  });

  it('never retries a 4xx or an error that is not from the API', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
    }
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });

  it('is the default of admin reads, and writes never retry', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(shouldRetry);
    expect(options.mutations?.retry).toBe(false);
  });
});
