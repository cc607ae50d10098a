import type { RouteDef } from '../route-def';

/** Sales deals: read with deals:read, change with deals:write. */
export const DEAL_ROUTE_PATHS = {
  list: '/admin/deals',
  one: '/admin/deals/{id}',
  activities: '/admin/deals/{id}/activities',
} as const;

export const DEAL_ROUTES = [
  {
    method: 'GET',
    path: DEAL_ROUTE_PATHS.list,
    feature: 'deals',
    handler: 'listDeals',
    access: 'deals:read',
  },
  {
    method: 'POST',
    path: DEAL_ROUTE_PATHS.list,
    feature: 'deals',
    handler: 'createDeal',
    access: 'deals:write',
  },
  { method: 'GET', path: DEAL_ROUTE_PATHS.one, feature: 'deals', handler: 'getDeal', access: 'deals:read' },
  {
    method: 'PATCH',
    path: DEAL_ROUTE_PATHS.one,
    feature: 'deals',
    handler: 'updateDeal',
    access: 'deals:write',
  },
  {
    method: 'DELETE',
    path: DEAL_ROUTE_PATHS.one,
    feature: 'deals',
    handler: 'deleteDeal',
    access: 'deals:write',
  },
  {
    method: 'POST',
    path: DEAL_ROUTE_PATHS.activities,
    feature: 'deals',
    handler: 'addDealActivity',
    access: 'deals:write',
  },
] as const satisfies readonly RouteDef[];

export function dealPath(id: string, sub?: 'activities'): string {
  const path = sub ? DEAL_ROUTE_PATHS.activities : DEAL_ROUTE_PATHS.one;
  return path.replace('{id}', encodeURIComponent(id));
}
