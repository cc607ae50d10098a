import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from './errors';
import { settle, TOO_SLOW_MESSAGE } from './settle';

const context = (remainingMs: number) =>
  ({ getRemainingTimeInMillis: () => remainingMs }) as unknown as Context;
const never = new Promise<never>(() => {});
const stored = { statusCode: 201, data: { id: 'lead-1' } };

describe('settle: never report failure for committed work (issue 14, finding 5)', () => {
  it('returns the handler result when it finishes in time', async () => {
    expect(await settle(Promise.resolve(stored), context(5_000), () => undefined, 'contact')).toBe(stored);
  });

  it('answers with the committed result when a later step fails (e.g. a counter write)', async () => {
    const failing = Promise.reject(new Error('counter write failed'));
    expect(await settle(failing, context(5_000), () => stored, 'contact')).toBe(stored);
  });

  it('answers with the committed result when the deadline comes first', async () => {
    expect(await settle(never, context(300), () => stored, 'contact')).toBe(stored);
  });

  it('is a retryable 503 at the deadline when nothing was committed', async () => {
    const answer = settle(never, context(300), () => undefined, 'contact');
    await expect(answer).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(answer).rejects.toThrow(TOO_SLOW_MESSAGE);
  });
});
