import { findScreen } from '@app/shared/admin-screens';
import { Outlet } from 'react-router-dom';
import { freshIdToken, signOutOfCognito } from '../../../features/auth/api/sign-in';
import { AuthProvider } from '../../../lib/auth-provider';
import { AdminShell } from './admin-shell';
import { RequireScreenAccess, RequireSignedIn } from './guards';
import { LoginPage, LogoutPage, ScreenPage } from './screens';

/** The admin area's root: one AuthProvider for every admin route (the session survives navigation). */
export default function AdminRoot() {
  return (
    <AuthProvider onSignOut={signOutOfCognito} getFreshToken={freshIdToken}>
      <Outlet />
    </AuthProvider>
  );
}

/** One admin route: /login and /admin/logout as they are, every other screen guarded and in the shell. */
export function AdminScreen({ path }: { path: string }) {
  const screen = findScreen(path);
  if (!screen) throw new Error(`No admin screen ${path}`);
  if (path === '/login') return <LoginPage />;
  if (path === '/admin/logout') return <LogoutPage />;
  return (
    <RequireSignedIn>
      <AdminShell>
        <RequireScreenAccess screen={screen}>
          <ScreenPage screen={screen} />
        </RequireScreenAccess>
      </AdminShell>
    </RequireSignedIn>
  );
}
