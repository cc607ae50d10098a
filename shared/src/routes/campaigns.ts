import type { RouteDef } from '../route-def';

/** Marketing campaigns: read with analytics:read, change with campaigns:write. */
export const CAMPAIGN_ROUTE_PATHS = {
  list: '/admin/campaigns',
  one: '/admin/campaigns/{id}',
} as const;

export const CAMPAIGN_ROUTES = [
  {
    method: 'GET',
    path: CAMPAIGN_ROUTE_PATHS.list,
    feature: 'campaigns',
    handler: 'listCampaigns',
    access: 'analytics:read',
  },
  {
    method: 'POST',
    path: CAMPAIGN_ROUTE_PATHS.list,
    feature: 'campaigns',
    handler: 'createCampaign',
    access: 'campaigns:write',
  },
  {
    method: 'GET',
    path: CAMPAIGN_ROUTE_PATHS.one,
    feature: 'campaigns',
    handler: 'getCampaign',
    access: 'analytics:read',
  },
  {
    method: 'PUT',
    path: CAMPAIGN_ROUTE_PATHS.one,
    feature: 'campaigns',
    handler: 'updateCampaign',
    access: 'campaigns:write',
  },
  {
    method: 'DELETE',
    path: CAMPAIGN_ROUTE_PATHS.one,
    feature: 'campaigns',
    handler: 'deleteCampaign',
    access: 'campaigns:write',
  },
] as const satisfies readonly RouteDef[];

export function campaignPath(id: string): string {
  return CAMPAIGN_ROUTE_PATHS.one.replace('{id}', encodeURIComponent(id));
}
