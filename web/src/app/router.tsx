import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
} from 'react-router-dom';
import { SomethingWentWrong } from '../components/errors/something-went-wrong';
import { BareLayout } from '../components/layout/bare-layout';
import { MainLayout } from '../components/layout/main-layout';
import { PageLoader } from '../components/page-loader';
import { PlaceholderPage } from '../components/placeholder-page';
import { type AppRoute, ROUTES } from '../config/routes';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** The whole admin area is one lazy chunk, so public pages never download it. */
const AdminPage = lazy(() => import('./routes/admin/admin-page'));

function elementFor(route: AppRoute) {
  if (route.area === 'admin') {
    return (
      <Suspense fallback={<PageLoader />}>
        <AdminPage title={route.title} />
      </Suspense>
    );
  }
  if (route.path === '/error') return <SomethingWentWrong />;
  return <PlaceholderPage title={route.title} />;
}

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, element: elementFor(route) };
}

function RootShell() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Route tree built from config/routes (exported for tests with createMemoryRouter). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          ...ROUTES.filter((r) => !r.bare).map(toRouteObject),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      { element: <BareLayout />, children: ROUTES.filter((r) => r.bare).map(toRouteObject) },
    ],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  browserRouter ??= createBrowserRouter(appRoutes);
  return <RouterProvider router={browserRouter} />;
}
