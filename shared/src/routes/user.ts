import type { RouteDef } from '../route-def';

export const USER_ROUTES = [
  {
    method: 'GET',
    path: '/user/get-profile',
    feature: 'user',
    handler: 'getProfile',
    access: 'profile:read',
  },
] as const satisfies readonly RouteDef[];
