import type { RouteDef } from '../route-def';

/** Analytics: the public collection beacon and Marketing's reports. */
export const ANALYTICS_ROUTE_PATHS = {
  collect: '/analytics/collect',
  overview: '/admin/analytics/overview',
  realtime: '/admin/analytics/realtime',
} as const;

/** The collection route: its own per-visitor rate limit (COLLECT_RATE_LIMIT), not the form limit. */
export const COLLECT_ROUTE = {
  method: 'POST',
  path: ANALYTICS_ROUTE_PATHS.collect,
  feature: 'analytics',
  handler: 'collect',
  access: 'public',
} as const satisfies RouteDef;

export const ANALYTICS_ROUTES = [
  COLLECT_ROUTE,
  {
    method: 'GET',
    path: ANALYTICS_ROUTE_PATHS.overview,
    feature: 'analytics-reports',
    handler: 'overview',
    access: 'analytics:read',
  },
  {
    method: 'GET',
    path: ANALYTICS_ROUTE_PATHS.realtime,
    feature: 'analytics-reports',
    handler: 'realtime',
    access: 'analytics:read',
  },
] as const satisfies readonly RouteDef[];

export function isCollectRoute(route: Pick<RouteDef, 'method' | 'path'>): boolean {
  return route.method === COLLECT_ROUTE.method && route.path === COLLECT_ROUTE.path;
}
