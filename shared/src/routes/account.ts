import type { RouteDef } from '../route-def';

/** The signed-in member's own account (SPEC §7 POST /admin/change-password). */
export const ACCOUNT_ROUTE_PATHS = { changePassword: '/admin/change-password' } as const;

export const ACCOUNT_ROUTES = [
  {
    method: 'POST',
    path: ACCOUNT_ROUTE_PATHS.changePassword,
    feature: 'account',
    handler: 'changePassword',
    access: 'profile:write',
  },
] as const satisfies readonly RouteDef[];
