import type { RouteDef } from '../route-def';

/** Website moderation (SPEC §7), Administration group: moderation:manage. */
export const MODERATION_ROUTE_PATHS = {
  data: '/admin/moderation-data',
  remove: '/admin/delete/moderations',
} as const;

export const MODERATION_ROUTES = [
  {
    method: 'GET',
    path: MODERATION_ROUTE_PATHS.data,
    feature: 'moderation',
    handler: 'getModerationData',
    access: 'moderation:manage',
  },
  {
    method: 'POST',
    path: MODERATION_ROUTE_PATHS.remove,
    feature: 'moderation',
    handler: 'deleteModerations',
    access: 'moderation:manage',
  },
] as const satisfies readonly RouteDef[];
