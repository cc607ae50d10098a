import { type AdminScreen as AdminScreenDef, findScreen } from '@app/shared/admin-screens';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BareLayout } from '../../../components/layout/bare-layout';
import { SCREENS } from '../../../config/screens';
import { freshIdToken, signInAgain, signOutOfCognito } from '../../../features/auth/api/sign-in';
import { AuthProvider } from '../../../lib/auth-provider';
import { createQueryClient } from '../../../lib/query-client';
import { AdminNotFound } from './admin-not-found';
import { type AdminChrome, AdminShell } from './admin-shell';
import { RequireScreenAccess, RequireSignedIn } from './guards';
import { LoginPage, LogoutPage, ScreenPage } from './screens';

/**
 * The admin area's root: one AuthProvider and one query cache for every admin
 * route (the session and the read data survive navigation). Only this lazy
 * chunk imports TanStack Query, so public pages never download it. Signing
 * out empties the cache: the next member must not see the last one's data.
 */
export default function AdminRoot() {
  const [queryClient] = useState(createQueryClient);
  const signOut = () => {
    queryClient.clear();
    return signOutOfCognito();
  };
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignOut={signOut} getFreshToken={freshIdToken} signInAgain={signInAgain}>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** SPEC §2: /login and /dashboard render without the navigation and the footer. */
const BARE = new Set(SCREENS.filter((r) => r.bare).map((r) => r.path));

interface ShellProps {
  path: string;
  chrome: AdminChrome;
  children: React.ReactNode;
}

function InShell({ path, chrome, children }: ShellProps) {
  return (
    <RequireSignedIn>
      <AdminShell bare={BARE.has(path)} chrome={chrome}>
        {children}
      </AdminShell>
    </RequireSignedIn>
  );
}

/** The admin page of the current path: /login and /admin/logout as they are, every other screen guarded and in the shell. */
export function AdminPage({ chrome }: { chrome: AdminChrome }) {
  const { pathname, search } = useLocation();
  // Each address gets a fresh screen (the shell stays): no state carries over from another screen.
  const at = `${pathname}${search}`;
  const screen: AdminScreenDef | undefined = findScreen(pathname);
  if (!screen)
    return (
      <InShell path={pathname} chrome={chrome}>
        <AdminNotFound key={at} />
      </InShell>
    );
  if (screen.path === '/login')
    return (
      <BareLayout>
        <LoginPage />
      </BareLayout>
    );
  if (screen.path === '/admin/logout') return <LogoutPage />;
  return (
    <InShell path={screen.path} chrome={chrome}>
      <RequireScreenAccess screen={screen}>
        <ScreenPage key={at} screen={screen} />
      </RequireScreenAccess>
    </InShell>
  );
}
