import { ADMIN_SCREENS } from '@app/shared/admin-screens';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { BareLayout } from '../../../components/layout/bare-layout';
import { MainLayout } from '../../../components/layout/main-layout';
import { PageLoader } from '../../../components/page-loader';
import { ROUTES } from '../../../config/routes';

/**
 * The admin part of the route tree. Everything behind it (AuthProvider,
 * Amplify, guards, shell, screens) is in lazily loaded chunks, so public pages
 * never download it. Paths come from the shared screen table
 * (shared/src/admin-screens.ts), which also holds each screen's permission.
 */
const AdminRoot = lazy(() => import('./admin-root'));
/** Only the admin area needs /config.json (Cognito settings); public pages render without it. */
const ConfigGate = lazy(() => import('../../config-gate').then((m) => ({ default: m.ConfigGate })));
const AdminScreen = lazy(() => import('./admin-root').then((m) => ({ default: m.AdminScreen })));

/** SPEC §2: /login and /dashboard render without the navigation and the footer. */
const BARE = new Set(ROUTES.filter((r) => r.bare).map((r) => r.path));

function screenRoute(path: string): RouteObject {
  return {
    path,
    element: (
      <Suspense fallback={<PageLoader />}>
        <AdminScreen path={path} />
      </Suspense>
    ),
  };
}

export const adminRoute: RouteObject = {
  element: (
    <Suspense fallback={<PageLoader fullScreen />}>
      <ConfigGate>
        <AdminRoot />
      </ConfigGate>
    </Suspense>
  ),
  children: [
    {
      element: <MainLayout />,
      children: ADMIN_SCREENS.filter((s) => !BARE.has(s.path)).map((s) => screenRoute(s.path)),
    },
    {
      element: <BareLayout />,
      children: ADMIN_SCREENS.filter((s) => BARE.has(s.path)).map((s) => screenRoute(s.path)),
    },
  ],
};
