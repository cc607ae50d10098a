import { type AdminScreen, canOpen } from '@app/shared/admin-screens';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { NoAccessPage } from './no-access-page';

/** Signed-out visitors go to /login, which returns them here after signing in. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return children;
}

/** A screen the member's roles may not open shows the no-access page (the API refuses it too). */
export function RequireScreenAccess({ screen, children }: { screen: AdminScreen; children: ReactNode }) {
  const { user } = useAuth();
  if (!canOpen(user?.roles ?? null, screen)) return <NoAccessPage title={screen.title} />;
  return children;
}
