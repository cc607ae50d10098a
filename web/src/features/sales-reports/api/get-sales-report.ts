import { SALES_REPORT_PATH } from '@app/shared/routes/sales-reports';
import type { SalesReport } from '@app/shared/sales';
import type { DayRangeQuery } from '@app/shared/schemas/analytics';
import { apiRequest } from '../../../lib/api-client';

/** The report plus whether the one-time count of older leads is still to run. */
export type SalesReportResponse = SalesReport & { backfillPending: boolean };

/** GET /admin/sales-reports?from&to (days in the analytics zone, both included). */
export function getSalesReport(range: DayRangeQuery, signal?: AbortSignal): Promise<SalesReportResponse> {
  return apiRequest<SalesReportResponse>('GET', SALES_REPORT_PATH, { query: { ...range }, signal });
}
