import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ScrollToTop } from '../../../components/layout/scroll-to-top';
import { SiteFooter } from '../../../components/layout/site-footer';
import { PageLoader } from '../../../components/page-loader';
import type { AdminChrome } from './admin-shell';

/**
 * The admin part of the route tree. Everything behind it (AuthProvider,
 * Amplify, guards, shell, screens, even the screen table) is in lazily loaded
 * chunks, so public pages never download it: these routes only claim the
 * admin paths, and admin-root.tsx finds the screen of the path in the shared
 * screen table (shared/src/admin-screens.ts), or shows the not-found screen.
 */
const AdminRoot = lazy(() => import('./admin-root'));
/** Only the admin area needs /config.json (Cognito settings); public pages render without it. */
const ConfigGate = lazy(() => import('../../config-gate').then((m) => ({ default: m.ConfigGate })));
const AdminPage = lazy(() => import('./admin-root').then((m) => ({ default: m.AdminPage })));

/**
 * The public layout parts the admin shell shows, created here in the main
 * chunk (which has them anyway): imported from the lazy admin chunk instead,
 * they made the bundler split the router out of the main chunk, which cost
 * every public page ~0.8 KB gzip.
 */
const CHROME: AdminChrome = { footer: <SiteFooter />, scrollToTop: <ScrollToTop /> };

const suspended = (element: React.ReactNode) => (
  <Suspense fallback={<PageLoader fullScreen />}>{element}</Suspense>
);

/** `/admin/*` also matches `/admin` itself. */
const ADMIN_ROUTE_PATHS = ['/login', '/dashboard', '/admin/*'] as const;

export const adminRoute: RouteObject = {
  element: suspended(
    <ConfigGate>
      <AdminRoot />
    </ConfigGate>,
  ),
  children: ADMIN_ROUTE_PATHS.map((path) => ({ path, element: suspended(<AdminPage chrome={CHROME} />) })),
};
