import type { CurrencySettings } from '@app/shared/currency';
import { CURRENCY_SETTINGS_PATH } from '@app/shared/routes/settings';
import type { CurrencySettingsInput } from '@app/shared/schemas/currency-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const currencySettingsKey = ['currency-settings'] as const;

/** GET /admin/currency-settings (SuperAdmin: currency:manage); off for everyone else. */
export function useCurrencySettings(enabled: boolean) {
  return useQuery({
    queryKey: currencySettingsKey,
    queryFn: ({ signal }) => apiRequest<CurrencySettings>('GET', CURRENCY_SETTINGS_PATH, { signal }),
    enabled,
  });
}

/** PUT with the version read (409 when someone saved meanwhile). */
export function saveCurrencySettings(body: CurrencySettingsInput): Promise<CurrencySettings> {
  return apiRequest<CurrencySettings>('PUT', CURRENCY_SETTINGS_PATH, { body });
}
