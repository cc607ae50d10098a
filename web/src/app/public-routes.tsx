import type { RouteObject } from 'react-router-dom';
import { MainLayout } from '../components/layout/main-layout';
import { NotFoundRoute } from './pages/not-found';
import { PUBLIC_PAGES } from './public-pages';

/**
 * The public pages' route tree, rendered only by the prerenderer
 * (entry-server.tsx): public pages are static HTML with no React on the
 * client. The same layout wraps the staff area's screens (router.tsx).
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      ...PUBLIC_PAGES.map((p) => ({ path: p.path, element: p.element })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
