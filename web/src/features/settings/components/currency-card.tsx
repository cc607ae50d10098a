import { CURRENCIES, CURRENCY_LABELS, type CurrencySettings, rateLabel } from '@app/shared/currency';
import { can } from '@app/shared/permissions';
import { currencySettingsSchema, USD_TO_INR_LIMITS } from '@app/shared/schemas/currency-settings';
import { Loader, NativeSelect, NumberInput, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-context';
import { currencySettingsKey, saveCurrencySettings, useCurrencySettings } from '../api/currency-settings';
import { SettingsForm } from './settings-form';

/**
 * The reporting currency and the USD -> INR rate (SuperAdmin only): Sales
 * Reports and campaign ROI show each currency and a combined figure at this
 * rate, named beside it. Salaries stay in rupees.
 */
export function CurrencyCard() {
  const { user } = useAuth();
  const allowed = can(user?.roles ?? [], 'currency:manage');
  const client = useQueryClient();
  const query = useCurrencySettings(allowed);
  if (!allowed) return null;
  if (!query.data) return <Loader size="sm" aria-label="Loading the currency settings" />;
  const current = query.data;
  return (
    <SettingsForm
      key={current.version}
      title="Currencies"
      submitLabel="Save currencies"
      schema={currencySettingsSchema}
      initialValues={{
        reportingCurrency: current.reportingCurrency,
        usdToInr: current.usdToInr ?? ('' as number | ''),
        version: current.version,
      }}
      failure="Could not save the currencies."
      save={async (data) => {
        const saved = await saveCurrencySettings(data);
        client.setQueryData<CurrencySettings>(currencySettingsKey, saved);
        return `Saved: reports in ${saved.reportingCurrency}, ${rateLabel(saved)}.`;
      }}
    >
      {(form) => (
        <>
          <Text size="sm" c="dimmed">
            Deals are in INR or USD. Reports show each currency and a combined figure at this rate.
          </Text>
          <NativeSelect
            label="Reporting currency"
            data={CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }))}
            {...form.getInputProps('reportingCurrency')}
          />
          <NumberInput
            label="Exchange rate: rupees per US dollar"
            description="1 USD = ? INR"
            min={USD_TO_INR_LIMITS.min}
            max={USD_TO_INR_LIMITS.max}
            decimalScale={4}
            {...form.getInputProps('usdToInr')}
          />
        </>
      )}
    </SettingsForm>
  );
}
