import type { RouteDef } from '../route-def';

/**
 * The signed-in member's own account: SPEC §7 POST /admin/change-password, and
 * ours (issue 25) POST /admin/sign-out-everywhere.
 */
export const ACCOUNT_ROUTE_PATHS = {
  changePassword: '/admin/change-password',
  signOutEverywhere: '/admin/sign-out-everywhere',
} as const;

export const ACCOUNT_ROUTES = [
  {
    method: 'POST',
    path: ACCOUNT_ROUTE_PATHS.changePassword,
    feature: 'account',
    handler: 'changePassword',
    access: 'profile:write',
  },
  {
    method: 'POST',
    path: ACCOUNT_ROUTE_PATHS.signOutEverywhere,
    feature: 'account',
    handler: 'signOutEverywhere',
    access: 'profile:write',
  },
] as const satisfies readonly RouteDef[];
