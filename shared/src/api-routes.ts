import type { Permission } from './permissions';

/**
 * The one API route table. The CDK stack creates an HTTP API route and wires
 * it to the feature's Lambda from each row; the local gateway mounts the same
 * rows. Paths are relative to /api/v1.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
export type RouteAccess = 'public' | Permission;

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly feature: string;
  readonly handler: string;
  readonly access: RouteAccess;
}

export const API_BASE = '/api/v1';

export const API_ROUTES = [
  { method: 'GET', path: '/health', feature: 'system', handler: 'health', access: 'public' },
  {
    method: 'GET',
    path: '/user/get-profile',
    feature: 'user',
    handler: 'getProfile',
    access: 'profile:read',
  },
  // Catch-all: unknown paths get a JSON 404 and known paths with another method a 405, in AWS as locally.
  { method: 'ANY', path: '/{proxy+}', feature: 'system', handler: 'notFound', access: 'public' },
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
