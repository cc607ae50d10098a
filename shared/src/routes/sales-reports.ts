import type { RouteDef } from '../route-def';

/** Sales reports from the pre-aggregated sales counters (salesReports:read). */
export const SALES_REPORT_PATH = '/admin/sales-reports';

export const SALES_REPORT_ROUTES = [
  {
    method: 'GET',
    path: SALES_REPORT_PATH,
    feature: 'sales-reports',
    handler: 'salesReport',
    access: 'salesReports:read',
  },
] as const satisfies readonly RouteDef[];
