import type { RouteDef } from '../route-def';

export const SYSTEM_ROUTES = [
  { method: 'GET', path: '/health', feature: 'system', handler: 'health', access: 'public' },
] as const satisfies readonly RouteDef[];

/** Catch-all, mounted last: unknown paths get a JSON 404, known paths with another method a 405, in AWS as locally. */
export const CATCH_ALL_ROUTE = {
  method: 'ANY',
  path: '/{proxy+}',
  feature: 'system',
  handler: 'notFound',
  access: 'public',
} as const satisfies RouteDef;
