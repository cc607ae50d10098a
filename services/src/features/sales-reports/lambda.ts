import * as clock from '@app/shared/clock';
import { dayRangeQuerySchema } from '@app/shared/schemas/analytics';
import { currencySettingsSchema } from '@app/shared/schemas/currency-settings';
import { getCurrencySettings, putCurrencySettings } from '../../data/currency-settings';
import { assertVersion } from '../../data/record-version';
import { UnauthorizedError } from '../../lib/errors';
import { featureLambda } from '../../lib/feature-lambda';
import { defineHandler } from '../../lib/handler';
import { salesBackfillDone } from '../../lib/sales/sales-backfill';
import { salesReport } from '../../lib/sales/sales-report';

/**
 * GET /admin/sales-reports?from&to. Leads stored before the sales counters
 * existed are counted by the bounded backfill of the site-maintenance sweep
 * (sales-backfill.ts); until it is done the report says `backfillPending`.
 */
const salesReportHandler = defineHandler({
  query: dayRangeQuerySchema,
  run: async ({ query }) => {
    const [report, done] = await Promise.all([salesReport(query.from, query.to), salesBackfillDone()]);
    return { data: { ...report, backfillPending: !done } };
  },
});

/** GET /admin/currency-settings (currency:manage). */
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

export const handler = featureLambda('sales-reports', {
  salesReport: salesReportHandler,
  getCurrencySettings: getCurrencySettingsHandler,
  putCurrencySettings: putCurrencySettingsHandler,
});
