import { PROFILE_REFRESH } from '@app/shared/constants';
import { type AuthState, SIGNED_OUT, type UserProfile } from '@app/shared/schemas/auth';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, setAuthToken } from './api-client';
import { AuthContext, type AuthContextValue } from './auth-context';
import { fetchProfile } from './auth-profile';
import {
  clearStoredProfile,
  clearTokenCookie,
  readStoredProfile,
  readTokenCookie,
  rolesKey,
  writeStoredProfile,
  writeTokenCookie,
} from './auth-session';

export interface AuthProviderProps {
  children: ReactNode;
  /** Also ends the Cognito session (Amplify); injected so this file stays Amplify-free. */
  onSignOut?: () => Promise<void> | void;
  /** A current ID token before each refresh (Amplify renews an expired one), or null. */
  getFreshToken?: () => Promise<string | null>;
  /** A new Cognito sign-in (Amplify) with this e-mail and password: its ID token, or null. */
  signInAgain?: (email: string, password: string) => Promise<string | null>;
  /** Reloads the page after a roles change; tests pass a spy. */
  reload?: () => void;
}

/**
 * A password change refuses every ID token issued up to the end of that second
 * (validAfter, services/src/data/member-record-writes.ts), so the new sign-in
 * waits a little over a second after the change was answered.
 */
export const RENEW_AFTER_MS = 1_100;

/** SPEC §4: a stored user without a cookie token is loaded without a token. */
function initialState(): AuthState {
  const user = readStoredProfile();
  if (!user) return SIGNED_OUT;
  const token = readTokenCookie();
  // Set before any child renders: children's effects run before this provider's.
  setAuthToken(token || null);
  return { user, token };
}

/**
 * The session of the admin area, per SPEC §4 and §9 (timings from
 * PROFILE_REFRESH): profile refresh every 30 s while signed in, on the tab
 * becoming visible at most once per 10 s, first 500 ms after load when both
 * the cookie and the stored user exist; a roles change reloads the page after
 * 2 s; a 401 signs out at once without a stored user, else after 5 s; other
 * errors fall back to the stored user.
 */
export function AuthProvider({
  children,
  onSignOut,
  getFreshToken,
  signInAgain,
  reload = () => window.location.reload(),
}: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initialState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const pendingSignOut = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingReload = useRef(false);
  const lastVisibleRefresh = useRef(Number.NEGATIVE_INFINITY);
  const callbacks = useRef({ onSignOut, getFreshToken, signInAgain, reload });
  callbacks.current = { onSignOut, getFreshToken, signInAgain, reload };

  const later = useCallback((fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
    return id;
  }, []);

  const apply = useCallback((next: AuthState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const signOut = useCallback(async () => {
    for (const id of timers.current) clearTimeout(id);
    timers.current.clear();
    pendingSignOut.current = null;
    pendingReload.current = false;
    clearTokenCookie();
    clearStoredProfile();
    setAuthToken(null);
    apply(SIGNED_OUT);
    try {
      await callbacks.current.onSignOut?.();
    } catch (error) {
      console.error('Cognito sign-out failed', error);
    }
  }, [apply]);

  const signIn = useCallback(
    (token: string, user: UserProfile) => {
      writeTokenCookie(token);
      writeStoredProfile(user);
      setAuthToken(token);
      apply({ user, token });
    },
    [apply],
  );

  const refreshProfile = useCallback(async () => {
    let token = stateRef.current.token;
    try {
      const fresh = await callbacks.current.getFreshToken?.();
      if (fresh && fresh !== token) {
        token = fresh;
        writeTokenCookie(fresh);
        setAuthToken(fresh);
      }
    } catch (error) {
      console.warn('Could not renew the session token', error);
    }
    try {
      const profile = await fetchProfile();
      const before = stateRef.current.user;
      writeStoredProfile(profile);
      apply({ user: profile, token });
      if (before && rolesKey(before) !== rolesKey(profile) && !pendingReload.current) {
        pendingReload.current = true;
        later(() => callbacks.current.reload(), PROFILE_REFRESH.rolesChangeReloadMs);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        if (!readStoredProfile()) await signOut();
        else pendingSignOut.current ??= later(() => void signOut(), PROFILE_REFRESH.unauthorizedSignOutMs);
        return;
      }
      console.warn('Profile refresh failed; using the stored user', error);
      apply({ user: readStoredProfile(), token: stateRef.current.token });
    }
  }, [apply, later, signOut]);

  const renewSession = useCallback(
    async (password: string) => {
      const user = stateRef.current.user;
      await new Promise((resolve) => setTimeout(resolve, RENEW_AFTER_MS));
      const email = user?.email;
      const token = email ? await callbacks.current.signInAgain?.(email, password).catch(() => null) : null;
      if (!user || !token) {
        await signOut();
        return false;
      }
      // A 401 from the old token while this ran must not sign the new session out.
      if (pendingSignOut.current) clearTimeout(pendingSignOut.current);
      pendingSignOut.current = null;
      signIn(token, user);
      return true;
    },
    [signIn, signOut],
  );

  // First refresh 500 ms after load, only when both the cookie and the stored user exist.
  useEffect(() => {
    if (!readTokenCookie() || !readStoredProfile()) return;
    const id = later(() => void refreshProfile(), PROFILE_REFRESH.initialDelayMs);
    return () => {
      clearTimeout(id);
      timers.current.delete(id);
    };
  }, [later, refreshProfile]);

  const signedIn = state.user !== null && state.token !== '';

  useEffect(() => {
    if (!signedIn) return;
    const interval = setInterval(() => void refreshProfile(), PROFILE_REFRESH.intervalMs);
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - lastVisibleRefresh.current < PROFILE_REFRESH.visibilityThrottleMs) return;
      lastVisibleRefresh.current = now;
      void refreshProfile();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [signedIn, refreshProfile]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signOut, refreshProfile, renewSession }),
    [state, signIn, signOut, refreshProfile, renewSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
