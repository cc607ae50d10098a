import type { RouteDef } from '../route-def';

/**
 * The signed-in member's own account: SPEC §7 POST /admin/change-password, and
 * ours (issue 25) POST /admin/sign-out-everywhere.
 */
export const ACCOUNT_ROUTE_PATHS = {
  changePassword: '/admin/change-password',
  signOutEverywhere: '/admin/sign-out-everywhere',
} as const;

/**
 * Routes that end every session of the caller, their own token included: a
 * test that calls every route with one token (fuzzing, the permission matrix)
 * calls these with a member of its own, or signs in again afterwards.
 */
export const ENDS_CALLER_SESSIONS: readonly string[] = [ACCOUNT_ROUTE_PATHS.signOutEverywhere];

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
