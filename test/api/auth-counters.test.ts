import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, startTestStack } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let counters: typeof import('@app/services/data/counters');

beforeAll(async () => {
  stack = await startTestStack();
  // Imported after the stack set the endpoints: the data module reads env once, at import.
  counters = await import('@app/services/data/counters');
});
afterAll(async () => {
  await stack?.dispose();
});

describe('dashboard counters (services/src/data/counters.ts) on dynalite', () => {
  it('reads a counter that was never incremented as 0', async () => {
    expect(await counters.readCounters(['neverTouched'])).toEqual({ neverTouched: 0 });
    expect(await counters.readCounters([])).toEqual({});
  });

  it('adds atomically: 25 concurrent increments all count', async () => {
    await Promise.all(Array.from({ length: 25 }, () => counters.incrementCounter('concurrency')));
    expect(await counters.readCounters(['concurrency'])).toEqual({ concurrency: 25 });
    expect(await counters.incrementCounter('concurrency', -5)).toBe(20);
  });

  it('feeds GET /admin/show-count for the roles allowed to see each counter', async () => {
    await counters.incrementCounter('contactLeads', 3);
    await counters.incrementCounter('applications', 2);
    const sales = await createMember(stack, 'count.sales@example.com', ['Sales']);
    expect((await api(stack, 'GET', '/admin/show-count', { token: sales })).json.data).toEqual({
      contactLeads: 3,
      meetingLeads: 0,
    });
    const hr = await createMember(stack, 'count.hr@example.com', ['HR']);
    expect((await api(stack, 'GET', '/admin/show-count', { token: hr })).json.data).toEqual({
      applications: 2,
    });
  });
});
