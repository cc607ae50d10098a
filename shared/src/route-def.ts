import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
export type RouteAccess = 'public' | Permission;

/** One row of the API route table. `path` is relative to /api/v1 and may hold `{param}`. */
export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly feature: string;
  readonly handler: string;
  readonly access: RouteAccess;
}
