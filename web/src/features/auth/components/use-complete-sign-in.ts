import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { setAuthToken } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { fetchProfile, profileFromIdToken } from '../../../lib/auth-profile';

/** Where to go after sign-in: the `next` admin path the guard sent us from, else the dashboard. */
export function safeNext(next: string | null): string {
  if (next && /^\/(admin|dashboard)(\/|$)/.test(next) && !next.startsWith('/admin/logout')) return next;
  return '/dashboard';
}

/** Stores the session for a fresh ID token, shows the success toast and leaves /login. */
export function useCompleteSignIn() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (idToken: string, successMessage: string) => {
    setAuthToken(idToken);
    // A member without roles may not read the profile route; their token still names them.
    const profile = await fetchProfile().catch(() => profileFromIdToken(idToken));
    auth.signIn(idToken, profile);
    notifications.show({ color: 'green', message: successMessage });
    navigate(safeNext(params.get('next')), { replace: true });
  };
}
