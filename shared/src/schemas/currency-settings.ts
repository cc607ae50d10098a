/** PUT /admin/currency-settings: the reporting currency and the USD -> INR rate, with the `version` read. */
import { CURRENCIES } from '../currency';
import { numericInput } from './common';
import { withVersion } from './record-version';
import * as z from './zod-mini';

/** Rupees per dollar, within a sane range (a typo such as 8325 is refused). */
export const USD_TO_INR_LIMITS = { min: 1, max: 1000 } as const;

export const currencySettingsSchema = withVersion(
  z.object({
    reportingCurrency: z.enum(CURRENCIES, { error: 'Select a currency.' }),
    // null clears the rate: combined figures then show only where nothing needs converting.
    usdToInr: z.union([
      z.null(),
      numericInput('Rate', { min: USD_TO_INR_LIMITS.min, max: USD_TO_INR_LIMITS.max }),
    ]),
  }),
);
export type CurrencySettingsInput = z.infer<typeof currencySettingsSchema>;
