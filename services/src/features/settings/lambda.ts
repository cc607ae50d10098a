import * as clock from '@app/shared/clock';
import { currencySettingsSchema } from '@app/shared/schemas/currency-settings';
import { getCurrencySettings, putCurrencySettings } from '../../data/currency-settings';
import { assertVersion } from '../../data/record-version';
import { UnauthorizedError } from '../../lib/errors';
import { featureLambda } from '../../lib/feature-lambda';
import { defineHandler } from '../../lib/handler';

/**
 * Company settings a SuperAdmin sets (currency:manage). Its own function, so
 * the report functions keep read-only table grants (infra/lib/feature-access.ts).
 */

/** GET /admin/currency-settings. */
const getCurrencySettingsHandler = defineHandler({
  run: async () => ({ data: await getCurrencySettings() }),
});

/** PUT /admin/currency-settings with the `version` read (409 when stale). */
const putCurrencySettingsHandler = defineHandler({
  body: currencySettingsSchema,
  run: async ({ body, user }) => {
    if (!user) throw new UnauthorizedError();
    const current = await getCurrencySettings();
    // Unset settings are version 0 (UNSAVED_VERSION): the first save creates the item.
    assertVersion(current.version === 0 ? null : current, body.version, 'Currency settings not found');
    const { version, ...next } = body;
    return {
      data: await putCurrencySettings(next, version, user.email, clock.now().toISOString()),
    };
  },
});

export const handler = featureLambda('settings', {
  getCurrencySettings: getCurrencySettingsHandler,
  putCurrencySettings: putCurrencySettingsHandler,
});
