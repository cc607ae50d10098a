import type { RouteDef } from '../route-def';

/** Dashboard counts (SPEC §7 GET /admin/show-count): only the counters the caller may read. */
export const DASHBOARD_ROUTE_PATHS = { showCount: '/admin/show-count' } as const;

export const DASHBOARD_ROUTES = [
  {
    method: 'GET',
    path: DASHBOARD_ROUTE_PATHS.showCount,
    feature: 'dashboard',
    handler: 'showCount',
    access: 'dashboard:read',
  },
] as const satisfies readonly RouteDef[];
