import type { RouteDef } from '../route-def';

/** Administration's admin analytics: the audit log (read only, append-only) and operational figures. */
export const AUDIT_ROUTE_PATHS = {
  list: '/admin/audit-log',
  exportCsv: '/admin/audit-log/export',
  operations: '/admin/operations',
} as const;

export const AUDIT_ROUTES = [
  {
    method: 'GET',
    path: AUDIT_ROUTE_PATHS.list,
    feature: 'audit',
    handler: 'listAudit',
    access: 'audit:read',
  },
  {
    method: 'GET',
    path: AUDIT_ROUTE_PATHS.exportCsv,
    feature: 'audit',
    handler: 'exportAudit',
    access: 'audit:read',
  },
  {
    method: 'GET',
    path: AUDIT_ROUTE_PATHS.operations,
    feature: 'audit',
    handler: 'operations',
    access: 'audit:read',
  },
] as const satisfies readonly RouteDef[];
