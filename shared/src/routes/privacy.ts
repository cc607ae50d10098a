import type { RouteDef } from '../route-def';

/** Data requests (issue 28): find, export and erase one person's data; the request queue. */
export const PRIVACY_ROUTE_PATHS = {
  search: '/admin/privacy/search',
  exportZip: '/admin/privacy/export',
  erasures: '/admin/privacy/erasures',
  requests: '/admin/privacy/requests',
} as const;

const P = PRIVACY_ROUTE_PATHS;

export const PRIVACY_ROUTES = [
  { method: 'POST', path: P.search, feature: 'privacy', handler: 'searchPerson', access: 'privacy:manage' },
  {
    method: 'POST',
    path: P.exportZip,
    feature: 'privacy',
    handler: 'exportPerson',
    access: 'privacy:manage',
  },
  { method: 'POST', path: P.erasures, feature: 'privacy', handler: 'erasePerson', access: 'privacy:manage' },
  { method: 'GET', path: P.requests, feature: 'privacy', handler: 'listRequests', access: 'privacy:manage' },
  { method: 'POST', path: P.requests, feature: 'privacy', handler: 'logRequest', access: 'privacy:manage' },
] as const satisfies readonly RouteDef[];
