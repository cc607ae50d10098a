import { DASHBOARD_COUNTERS } from '@app/shared/dashboard-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, MEMBER_PASSWORD } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.dispose();
});

describe('POST /admin/change-password', () => {
  it('checks the current password, then the new one works and the old one does not', async () => {
    const token = await createMember(stack, 'changer@example.com', ['Employee']);
    const wrong = await api(stack, 'POST', '/admin/change-password', {
      token,
      body: {
        currentPassword: 'Not-The-Passw0rd',
        password: 'Brand-New-Passw0rd',
        confirmPassword: 'Brand-New-Passw0rd',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.currentPassword).toBe('Current password is incorrect.');

    const ok = await api(stack, 'POST', '/admin/change-password', {
      token,
      body: {
        currentPassword: MEMBER_PASSWORD,
        password: 'Brand-New-Passw0rd',
        confirmPassword: 'Brand-New-Passw0rd',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.message).toBe('Password changed successfully');
    await expect(signIn(stack, 'changer@example.com', MEMBER_PASSWORD)).rejects.toThrow();
    await expect(signIn(stack, 'changer@example.com', 'Brand-New-Passw0rd')).resolves.toBeTruthy();
  });

  it.each([
    [{ currentPassword: 'x', password: 'short', confirmPassword: 'short' }, 'password', 'at least 12'],
    [
      { currentPassword: 'x', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      '128',
    ],
    [
      { currentPassword: 'x', password: 'Brand-New-Passw0rd', confirmPassword: 'other' },
      'confirmPassword',
      'Password do not match',
    ],
    [
      { password: 'Brand-New-Passw0rd', confirmPassword: 'Brand-New-Passw0rd' },
      'currentPassword',
      'Password is required.',
    ],
  ])('rejects %j with 400', async (body, field, text) => {
    const token = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await api(stack, 'POST', '/admin/change-password', { token, body });
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toContain(text);
  });
});

describe('GET /admin/show-count', () => {
  it('returns only the counters the role may read', async () => {
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const all = await api(stack, 'GET', '/admin/show-count', { token: admin });
    expect(all.status).toBe(200);
    expect(Object.keys(all.json.data).sort()).toEqual(Object.keys(DASHBOARD_COUNTERS).sort());
    expect(all.json.data.members).toBeGreaterThanOrEqual(1);

    const hr = await createMember(stack, 'counter.hr@example.com', ['HR']);
    const hrCounts = await api(stack, 'GET', '/admin/show-count', { token: hr });
    expect(Object.keys(hrCounts.json.data)).toEqual(['applications']);

    const employee = await createMember(stack, 'counter.emp@example.com', ['Employee']);
    expect((await api(stack, 'GET', '/admin/show-count', { token: employee })).json.data).toEqual({});
  });

  it('counts members from Cognito', async () => {
    const admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
    const before = (await api(stack, 'GET', '/admin/show-count', { token: admin })).json.data.members;
    await createMember(stack, 'counted@example.com', ['Sales']);
    const after = (await api(stack, 'GET', '/admin/show-count', { token: admin })).json.data.members;
    expect(after).toBe(before + 1);
  });
});
