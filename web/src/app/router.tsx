import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { MainLayout } from '../components/layout/main-layout';
import { PageLoader } from '../components/page-loader';
import { hasAdminScope, isAdminPath } from '../lib/admin-area';
import { setHydrating } from './hydration';
import { publicRouteObjects } from './public-pages';
import { adminRoute } from './routes/admin/admin-routes';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * Routing uses react-router's declarative mode (`useRoutes` inside
 * BrowserRouter / StaticRouter): it is ~17 KB gzip smaller than the data
 * router, and the site uses no loaders or actions. The same route objects
 * render on the server (prerender) and hydrate on the client.
 */

/** Mantine's provider and complete stylesheet, loaded with the admin area only (public pages do not use Mantine). */
const AdminScope = lazy(() => import('./admin-scope'));

function AdminOutlet() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <AdminScope>
        <Outlet />
      </AdminScope>
    </Suspense>
  );
}

function RootShell() {
  const { key, pathname } = useLocation();
  const firstKey = useRef(key);
  // The prerendered HTML is only current until the first navigation. This must happen while rendering,
  // before the next page's islands render: in an effect it came a commit too late, so an island on the
  // page navigated to kept "server HTML" that was never there and rendered an empty box (issue 12).
  if (key !== firstKey.current) setHydrating(false);
  // Leaving the admin (its complete Mantine stylesheet loaded) for a public page: load that page afresh.
  const leavingAdmin = hasAdminScope() && !isAdminPath(pathname);
  useLayoutEffect(() => {
    if (leavingAdmin) window.location.reload();
  }, [leavingAdmin]);
  if (leavingAdmin) return null;
  return (
    <RouteErrorBoundary locationKey={key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** Route tree built from config/routes (exported for tests with createMemoryRouter). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <MainLayout />,
        children: [...publicRouteObjects, { path: '*', element: <NotFoundRoute /> }],
      },
      // The admin area (lazy: config gate, AuthProvider, Amplify, guards): routes/admin/admin-routes.tsx.
      { element: <AdminOutlet />, children: [adminRoute] },
    ],
  },
];

/** Renders the route for the current location (inside BrowserRouter or StaticRouter). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
