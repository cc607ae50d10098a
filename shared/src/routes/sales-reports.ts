import type { RouteDef } from '../route-def';

/** Sales reports from the pre-aggregated sales counters (salesReports:read). */
export const SALES_REPORT_PATH = '/admin/sales-reports';

/** The reporting currency and USD -> INR rate (issue 27 item 6), SuperAdmin only (currency:manage). */
export const CURRENCY_SETTINGS_PATH = '/admin/currency-settings';

export const SALES_REPORT_ROUTES = [
  {
    method: 'GET',
    path: SALES_REPORT_PATH,
    feature: 'sales-reports',
    handler: 'salesReport',
    access: 'salesReports:read',
  },
  {
    method: 'GET',
    path: CURRENCY_SETTINGS_PATH,
    feature: 'sales-reports',
    handler: 'getCurrencySettings',
    access: 'currency:manage',
  },
  {
    method: 'PUT',
    path: CURRENCY_SETTINGS_PATH,
    feature: 'sales-reports',
    handler: 'putCurrencySettings',
    access: 'currency:manage',
  },
] as const satisfies readonly RouteDef[];
