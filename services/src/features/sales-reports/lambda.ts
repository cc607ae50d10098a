import { dayRangeQuerySchema } from '@app/shared/schemas/analytics';
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

export const handler = featureLambda('sales-reports', { salesReport: salesReportHandler });
