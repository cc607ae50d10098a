import type { RouteDef } from '../route-def';

/** The reporting currency and USD -> INR rate (issue 27 item 6), SuperAdmin only (currency:manage). */
export const CURRENCY_SETTINGS_PATH = '/admin/currency-settings';

export const SETTINGS_ROUTES = [
  {
    method: 'GET',
    path: CURRENCY_SETTINGS_PATH,
    feature: 'settings',
    handler: 'getCurrencySettings',
    access: 'currency:manage',
  },
  {
    method: 'PUT',
    path: CURRENCY_SETTINGS_PATH,
    feature: 'settings',
    handler: 'putCurrencySettings',
    access: 'currency:manage',
  },
] as const satisfies readonly RouteDef[];
