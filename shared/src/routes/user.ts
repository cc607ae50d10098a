import type { RouteDef } from '../route-def';

export const USER_ROUTE_PATHS = {
  profile: '/user/get-profile',
  updateProfile: '/user/profile',
} as const;

export const USER_ROUTES = [
  {
    method: 'GET',
    path: USER_ROUTE_PATHS.profile,
    feature: 'user',
    handler: 'getProfile',
    access: 'profile:read',
  },
  {
    method: 'PUT',
    path: USER_ROUTE_PATHS.updateProfile,
    feature: 'user',
    handler: 'updateProfile',
    access: 'profile:write',
  },
] as const satisfies readonly RouteDef[];
