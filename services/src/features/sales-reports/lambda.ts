import { dayRangeQuerySchema } from '@app/shared/schemas/analytics';
import { featureLambda } from '../../lib/feature-lambda';
import { defineHandler } from '../../lib/handler';
import { firstResponseWeeks } from '../../lib/sales/first-response';
import { salesBackfillDone } from '../../lib/sales/sales-backfill';
import { salesReport } from '../../lib/sales/sales-report';

/**
 * GET /admin/sales-reports?from&to. Leads stored before the sales counters
 * existed are counted by the bounded backfill of the site-maintenance sweep
 * (sales-backfill.ts); until it is done the report says `backfillPending`.
 * `firstResponse`: the last weeks of the range, read from the leads (first-response.ts).
 */
const salesReportHandler = defineHandler({
  query: dayRangeQuerySchema,
  run: async ({ query }) => {
    const [report, done, firstResponse] = await Promise.all([
      salesReport(query.from, query.to),
      salesBackfillDone(),
      firstResponseWeeks(query.from, query.to),
    ]);
    return { data: { ...report, backfillPending: !done, firstResponse } };
  },
});

export const handler = featureLambda('sales-reports', { salesReport: salesReportHandler });
