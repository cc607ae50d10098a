import { lazy, Suspense, useEffect } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { MainLayout } from '../components/layout/main-layout';
import { PageLoader } from '../components/page-loader';
import { adminRoute } from './pages/admin/admin-routes';
import { NotFoundRoute } from './pages/not-found';
import { RouteErrorBoundary } from './pages/route-error';

/**
 * The staff area's routes (spa.html). Public pages are static HTML, never
 * rendered by this app: a link to one (the navigation, the footer, "view
 * post") loads it as a document. react-router's declarative mode
 * (`useRoutes` in BrowserRouter): no loaders or actions are used.
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
  const { key } = useLocation();
  return (
    <RouteErrorBoundary locationKey={key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * A link from the staff area to a public page: load that page as a document,
 * so nothing of the admin's complete Mantine stylesheet reaches a public page
 * (lib/admin-area.ts).
 * Only after a client-side navigation (a first load of spa.html on a public
 * path would be a hosting mistake; it shows the apology instead of looping).
 */
function DocumentNavigation() {
  const location = useLocation();
  const navigated = location.key !== 'default';
  useEffect(() => {
    if (navigated) window.location.assign(`${location.pathname}${location.search}${location.hash}`);
  }, [navigated, location]);
  return navigated ? <PageLoader fullScreen /> : <NotFoundRoute />;
}

/** Route tree of the staff area (exported for tests with a memory router). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      // The admin area (lazy: config gate, AuthProvider, Amplify, guards): pages/admin/admin-routes.tsx.
      { element: <AdminOutlet />, children: [adminRoute] },
      {
        element: <MainLayout />,
        children: ['/admin/*', '/dashboard/*', '/login/*'].map((path) => ({
          path,
          element: <NotFoundRoute />,
        })),
      },
      { path: '*', element: <DocumentNavigation /> },
    ],
  },
];

/** Renders the route for the current location. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
