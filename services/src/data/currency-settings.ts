/**
 * Reads and stores the currency settings (access pattern ST1). Unset, they
 * are DEFAULT_CURRENCY_SETTINGS: reports in INR and no rate, so no combined
 * figure is made up. Stored through putVersioned (409 when stale).
 */
import { type CurrencySettings, DEFAULT_CURRENCY_SETTINGS } from '@app/shared/currency';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { CurrencySettingsEntity } from './entities/currency-settings';
import { putVersioned } from './record-version';

export async function getCurrencySettings(): Promise<CurrencySettings> {
  const out = await CurrencySettingsEntity.build(GetItemCommand)
    .key({} as never)
    .options({ consistent: true })
    .send();
  const stored = out.Item as Partial<CurrencySettings> | undefined;
  if (!stored) return { ...DEFAULT_CURRENCY_SETTINGS };
  return {
    reportingCurrency: stored.reportingCurrency ?? DEFAULT_CURRENCY_SETTINGS.reportingCurrency,
    usdToInr: stored.usdToInr ?? null,
    version: stored.version ?? 1,
    ...(stored.updatedAt ? { updatedAt: stored.updatedAt } : {}),
    ...(stored.updatedBy ? { updatedBy: stored.updatedBy } : {}),
  };
}

export async function putCurrencySettings(
  next: Pick<CurrencySettings, 'reportingCurrency' | 'usdToInr'>,
  expected: number,
  by: string,
  at: string,
): Promise<CurrencySettings> {
  const item = { ...next, updatedAt: at, updatedBy: by };
  const version = await putVersioned({
    entity: CurrencySettingsEntity as never,
    item,
    expected,
    notFoundMessage: 'Currency settings not found',
  });
  return { ...item, version };
}
