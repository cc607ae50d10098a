// @vitest-environment jsdom
import { AUTH, MESSAGES, PROFILE_REFRESH } from '@app/shared/constants';
import type { UserProfile } from '@app/shared/schemas/auth';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getAuthToken, setApiBase, setAuthToken } from './api-client';
import { type AuthContextValue, useAuth } from './auth-context';
import { AuthProvider, RENEW_AFTER_MS } from './auth-provider';
import { readTokenCookie, tokenCookieAttributes, writeTokenCookie } from './auth-session';

const HR: UserProfile = { email: 'hr@example.com', roles: ['HR'], type: 'Admin' };
const fetchMock = vi.fn<typeof fetch>();
const reload = vi.fn();
const onSignOut = vi.fn();
let auth: AuthContextValue;

function Probe() {
  auth = useAuth();
  return null;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const profileResponse = (user: UserProfile) => json(200, { data: { data: user } });
const headersOf = (call: Parameters<typeof fetch> | undefined) =>
  (call?.[1]?.headers ?? {}) as Record<string, string>;
const profileCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/get-profile'));

function storeSession(user: UserProfile | string | null, token: string) {
  if (user) localStorage.setItem(AUTH.userStorageKey, typeof user === 'string' ? user : JSON.stringify(user));
  if (token) writeTokenCookie(token);
}

function mount() {
  return render(
    <AuthProvider reload={reload} onSignOut={onSignOut}>
      <Probe />
    </AuthProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => profileResponse(HR));
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('/api/v1');
  setAuthToken(null);
  reload.mockReset();
  onSignOut.mockReset();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets jsdom's cookie jar between tests
  document.cookie = `${AUTH.tokenCookie}=; Max-Age=0; Path=/`;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAuth', () => {
  it('throws the spec message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(MESSAGES.useAuthOutsideProvider);
  });
});

describe('AuthProvider session storage', () => {
  it('on sign-in stores the user under `user`, the token in the cookie, and sends it as the `token` header', async () => {
    mount();
    expect(auth.user).toBeNull();
    act(() => auth.signIn('id-token-1', HR));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(HR);
    expect(readTokenCookie()).toBe('id-token-1');
    expect(auth).toMatchObject({ user: HR, token: 'id-token-1' });
    fetchMock.mockImplementationOnce(async () => json(200, { data: {} }));
    await apiRequest('GET', '/anything');
    expect(headersOf(fetchMock.mock.calls.at(-1)).token).toBe('id-token-1');
  });

  it('marks the cookie Secure and SameSite=Strict outside localhost', () => {
    expect(tokenCookieAttributes('www.example.com')).toBe('Path=/; Secure; SameSite=Strict');
    expect(tokenCookieAttributes('localhost')).toBe('Path=/; SameSite=Lax');
  });

  it('loads a stored user without a token when the cookie is missing, and does not refresh', async () => {
    storeSession(HR, '');
    mount();
    expect(auth).toMatchObject({ user: HR, token: '' });
    expect(getAuthToken()).toBeNull();
    await advance(PROFILE_REFRESH.intervalMs * 2);
    expect(profileCalls()).toHaveLength(0);
  });

  it('only logs a stored user that does not parse', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession('{not json', 'tok');
    expect(() => mount()).not.toThrow();
    expect(auth.user).toBeNull();
    expect(log).toHaveBeenCalledWith('Could not parse the stored user', expect.anything());
  });

  it('sign-out clears the cookie, the stored user and the default header, and ends the Cognito session', async () => {
    storeSession(HR, 'tok');
    mount();
    expect(getAuthToken()).toBe('tok');
    await act(() => auth.signOut());
    expect(localStorage.getItem('user')).toBeNull();
    expect(readTokenCookie()).toBe('');
    expect(getAuthToken()).toBeNull();
    expect(auth).toMatchObject({ user: null, token: '' });
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('AuthProvider after a password change (issue 25)', () => {
  const mountWith = (signInAgain: (email: string, password: string) => Promise<string | null>) =>
    render(
      <AuthProvider reload={reload} onSignOut={onSignOut} signInAgain={signInAgain}>
        <Probe />
      </AuthProvider>,
    );

  it('signs in again with the new password after the revoked second, and carries on with the new token', async () => {
    storeSession(HR, 'old-token');
    const signInAgain = vi.fn(async () => 'new-token');
    mountWith(signInAgain);
    let renewed: Promise<boolean> = Promise.resolve(false);
    act(() => {
      renewed = auth.renewSession('Another-Passw0rd!');
    });
    await advance(RENEW_AFTER_MS - 1);
    expect(signInAgain).not.toHaveBeenCalled();
    await advance(1);
    expect(await renewed).toBe(true);
    expect(signInAgain).toHaveBeenCalledWith(HR.email, 'Another-Passw0rd!');
    expect(readTokenCookie()).toBe('new-token');
    expect(getAuthToken()).toBe('new-token');
    expect(auth).toMatchObject({ user: HR, token: 'new-token' });
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('signs out when the new sign-in fails', async () => {
    storeSession(HR, 'old-token');
    mountWith(async () => {
      throw new Error('NotAuthorizedException');
    });
    let renewed: Promise<boolean> = Promise.resolve(true);
    act(() => {
      renewed = auth.renewSession('Another-Passw0rd!');
    });
    await advance(RENEW_AFTER_MS);
    expect(await renewed).toBe(false);
    expect(auth).toMatchObject({ user: null, token: '' });
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('AuthProvider profile refresh timings', () => {
  it('refreshes first 500 ms after load when both the cookie and the stored user exist', async () => {
    storeSession(HR, 'tok');
    mount();
    await advance(PROFILE_REFRESH.initialDelayMs - 1);
    expect(profileCalls()).toHaveLength(0);
    await advance(1);
    expect(profileCalls()).toHaveLength(1);
    expect(headersOf(profileCalls()[0]).token).toBe('tok');
  });

  it('does not refresh on load with a cookie but no stored user', async () => {
    storeSession(null, 'tok');
    mount();
    await advance(PROFILE_REFRESH.intervalMs + 1000);
    expect(profileCalls()).toHaveLength(0);
  });

  it('refreshes every 30 s while signed in and stops after sign-out', async () => {
    mount();
    act(() => auth.signIn('tok', HR));
    await advance(PROFILE_REFRESH.intervalMs - 1);
    expect(profileCalls()).toHaveLength(0);
    await advance(1);
    expect(profileCalls()).toHaveLength(1);
    await advance(PROFILE_REFRESH.intervalMs);
    expect(profileCalls()).toHaveLength(2);
    await act(() => auth.signOut());
    await advance(PROFILE_REFRESH.intervalMs * 3);
    expect(profileCalls()).toHaveLength(2);
  });

  it('refreshes when the tab becomes visible, at most once per 10 s', async () => {
    mount();
    act(() => auth.signIn('tok', HR));
    setVisibility('visible');
    await advance(0);
    expect(profileCalls()).toHaveLength(1);
    await advance(PROFILE_REFRESH.visibilityThrottleMs - 1);
    setVisibility('hidden');
    setVisibility('visible');
    await advance(0);
    expect(profileCalls()).toHaveLength(1);
    await advance(1);
    setVisibility('visible');
    await advance(0);
    expect(profileCalls()).toHaveLength(2);
  });

  it('reloads the page 2 s after the roles changed, not when they did not', async () => {
    storeSession(HR, 'tok');
    fetchMock.mockImplementation(async () => profileResponse({ ...HR, roles: ['HR', 'Sales'] }));
    mount();
    await advance(PROFILE_REFRESH.initialDelayMs);
    expect(auth.user?.roles).toEqual(['HR', 'Sales']);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').roles).toEqual(['HR', 'Sales']);
    await advance(PROFILE_REFRESH.rolesChangeReloadMs - 1);
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(reload).toHaveBeenCalledOnce();

    reload.mockReset();
    await advance(PROFILE_REFRESH.intervalMs + PROFILE_REFRESH.rolesChangeReloadMs);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a 401 with a stored user signs out after 5 s', async () => {
    storeSession(HR, 'tok');
    fetchMock.mockImplementation(async () => json(401, { message: 'Authentication required' }));
    mount();
    await advance(PROFILE_REFRESH.initialDelayMs);
    await advance(PROFILE_REFRESH.unauthorizedSignOutMs - 1);
    expect(auth.user).toEqual(HR);
    expect(localStorage.getItem('user')).not.toBeNull();
    await advance(1);
    expect(auth).toMatchObject({ user: null, token: '' });
    expect(localStorage.getItem('user')).toBeNull();
    expect(readTokenCookie()).toBe('');
    expect(getAuthToken()).toBeNull();
  });

  it('on a 401 without a stored user signs out immediately', async () => {
    storeSession(HR, 'tok');
    fetchMock.mockImplementation(async () => {
      localStorage.removeItem('user'); // e.g. signed out in another tab meanwhile
      return json(401, { message: 'Authentication required' });
    });
    mount();
    await advance(PROFILE_REFRESH.initialDelayMs);
    expect(auth).toMatchObject({ user: null, token: '' });
    expect(readTokenCookie()).toBe('');
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('on other errors falls back to the stored user and stays signed in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession(HR, 'tok');
    fetchMock.mockImplementation(async () => json(500, { message: 'boom' }));
    mount();
    await advance(PROFILE_REFRESH.initialDelayMs + PROFILE_REFRESH.unauthorizedSignOutMs * 2);
    expect(auth).toMatchObject({ user: HR, token: 'tok' });
    expect(readTokenCookie()).toBe('tok');
    fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    await advance(PROFILE_REFRESH.intervalMs);
    expect(auth).toMatchObject({ user: HR, token: 'tok' });
  });

  it('renews the token before refreshing when a renewer is given', async () => {
    storeSession(HR, 'old');
    render(
      <AuthProvider reload={reload} getFreshToken={async () => 'renewed'}>
        <Probe />
      </AuthProvider>,
    );
    await advance(PROFILE_REFRESH.initialDelayMs);
    expect(headersOf(profileCalls()[0]).token).toBe('renewed');
    expect(readTokenCookie()).toBe('renewed');
    expect(auth.token).toBe('renewed');
  });
});
