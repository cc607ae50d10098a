import { timeoutOf } from '@app/shared/lambda-timeouts';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from './api-event';

describe('local Lambda context (issue 14, finding 5)', () => {
  it('reports each function’s configured timeout, counting down', async () => {
    const contact = lambdaContext('local-contact', 'r1', timeoutOf('contact') * 1000);
    expect(contact.getRemainingTimeInMillis()).toBeGreaterThan(14_000);
    expect(contact.getRemainingTimeInMillis()).toBeLessThanOrEqual(15_000);
    const user = lambdaContext('local-user', 'r2', timeoutOf('user') * 1000);
    expect(user.getRemainingTimeInMillis()).toBeLessThanOrEqual(10_000);
    const before = contact.getRemainingTimeInMillis();
    await new Promise((r) => setTimeout(r, 30));
    expect(contact.getRemainingTimeInMillis()).toBeLessThan(before);
  });
});
