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
    const name = `concurrency-${Math.random().toString(36).slice(2, 8)}`;
    await Promise.all(Array.from({ length: 25 }, () => counters.incrementCounter(name)));
    expect(await counters.readCounters([name])).toEqual({ [name]: 25 });
    expect(await counters.incrementCounter(name, -5)).toBe(20);
  });

  it('feeds GET /admin/show-count for the roles allowed to see each counter', async () => {
    // The stack is shared with files that store leads and applications: compare with before.
    const before = await counters.readCounters(['contactLeads', 'meetingLeads', 'applications']);
    await counters.incrementCounter('contactLeads', 3);
    await counters.incrementCounter('applications', 2);
    const sales = await createMember(stack, 'count.sales@example.com', ['Sales']);
    expect((await api(stack, 'GET', '/admin/show-count', { token: sales })).json.data).toEqual({
      contactLeads: before.contactLeads + 3,
      meetingLeads: before.meetingLeads,
    });
    const hr = await createMember(stack, 'count.hr@example.com', ['HR']);
    expect((await api(stack, 'GET', '/admin/show-count', { token: hr })).json.data).toEqual({
      applications: before.applications + 2,
    });
  });
});
