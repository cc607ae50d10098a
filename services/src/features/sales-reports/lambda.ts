import { salesReportQuerySchema } from '@app/shared/schemas/analytics';
import { featureLambda } from '../../lib/feature-lambda';
import { defineHandler } from '../../lib/handler';
import { firstResponseWeeks } from '../../lib/sales/first-response';
import { salesBackfillDone } from '../../lib/sales/sales-backfill';
import { salesReport } from '../../lib/sales/sales-report';
import { salesSummary } from '../../lib/sales/sales-summary';

/**
 * GET /admin/sales-reports?from&to. Leads stored before the sales counters
 * existed are counted by the bounded backfill of the site-maintenance sweep
 * (sales-backfill.ts); until it is done the report says `backfillPending`.
 * `firstResponse`: the last weeks of the range, read from the leads (first-response.ts).
 * `view=summary`: the screen's first request, the headline figures, funnel and
 * pipeline only (a few reads by key, sales-summary.ts); the full report follows.
 */
const salesReportHandler = defineHandler({
  query: salesReportQuerySchema,
  run: async ({ query: { from, to, view } }) => {
    if (view === 'summary') {
      const [summary, done] = await Promise.all([salesSummary(from, to), salesBackfillDone()]);
      return { data: { ...summary, backfillPending: !done } };
    }
    const [report, done, firstResponse] = await Promise.all([
      salesReport(from, to),
      salesBackfillDone(),
      firstResponseWeeks(from, to),
    ]);
    return { data: { ...report, backfillPending: !done, firstResponse } };
  },
});

export const handler = featureLambda('sales-reports', { salesReport: salesReportHandler });
