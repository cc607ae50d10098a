import type { RouteDef } from './route-def';
import { CATCH_ALL_ROUTE, SYSTEM_ROUTES } from './routes/system';
import { USER_ROUTES } from './routes/user';

export type { HttpMethod, RouteAccess, RouteDef } from './route-def';

/**
 * The one API route table. The CDK stack creates an HTTP API route and wires
 * it to the feature's Lambda from each row; the local gateway mounts the same
 * rows. Each feature keeps its rows in routes/<feature>.ts.
 */
export const API_BASE = '/api/v1';

export const API_ROUTES = [
  ...SYSTEM_ROUTES,
  ...USER_ROUTES,
  CATCH_ALL_ROUTE,
] as const satisfies readonly RouteDef[];

export type ApiRoute = (typeof API_ROUTES)[number];
export type Feature = ApiRoute['feature'];

/** The key API Gateway puts in `event.routeKey`, e.g. `GET /api/v1/health`. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${API_BASE}${route.path}`;
}

export const FEATURES: readonly Feature[] = [...new Set(API_ROUTES.map((r) => r.feature))];

export function routesOf(feature: string): RouteDef[] {
  return (API_ROUTES as readonly RouteDef[]).filter((r) => r.feature === feature);
}
