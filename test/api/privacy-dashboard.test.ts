import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import type { Json } from './leads-helpers';

/**
 * Issue 28: overdue data requests are flagged on the dashboard. GET
 * /admin/show-count answers `privacyOverdue` to who holds privacy:manage
 * only, counting the open requests past their 30-day due date.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let sales: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  sales = await createMember(stack, 'sales.overdue@example.com', ['Sales']);
});
afterAll(async () => {
  stack?.setNow(null);
  await stack?.dispose();
});

const counts = async (token: string) => {
  const res = await api(stack, 'GET', '/admin/show-count', { token });
  expect(res.status).toBe(200);
  return res.json.data as Json;
};

describe('overdue data requests on the dashboard', () => {
  it('counts an open request once its 30 days have passed, for privacy:manage only', async () => {
    const later = new Date(Date.now() + 31 * 86_400_000);
    // Other files' open requests turn overdue at that instant too: compare with before.
    stack.setNow(later);
    const before = (await counts(admin)).privacyOverdue as number;
    stack.setNow(null);
    const logged = await api(stack, 'POST', '/admin/privacy/requests', {
      token: admin,
      body: { email: `late.${Math.random().toString(36).slice(2, 10)}@example.com`, type: 'export' },
    });
    expect(logged.status).toBe(201);
    expect(logged.json.data).toMatchObject({ status: 'open', overdue: false });
    // Not late yet: today's count does not include it as overdue.
    const today = (await counts(admin)).privacyOverdue as number;
    expect(today).toBeLessThanOrEqual(before);

    stack.setNow(later);
    expect((await counts(admin)).privacyOverdue).toBe(before + 1);
    expect(await counts(sales)).not.toHaveProperty('privacyOverdue');
    stack.setNow(null);
  });
});
