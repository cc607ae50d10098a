import { SALES_REPORT_PATH } from '@app/shared/routes/sales-reports';
import type { FirstResponseWeek, SalesReport } from '@app/shared/sales';
import type { DayRangeQuery } from '@app/shared/schemas/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The report plus whether the one-time count of older leads is still to run. */
export type SalesReportResponse = SalesReport & {
  backfillPending: boolean;
  firstResponse: FirstResponseWeek[];
};

/** GET /admin/sales-reports?from&to (days in the analytics zone, both included). */
export function getSalesReport(range: DayRangeQuery, signal?: AbortSignal): Promise<SalesReportResponse> {
  return apiRequest<SalesReportResponse>('GET', SALES_REPORT_PATH, { query: { ...range }, signal });
}

/**
 * The report of `range` (the previous range's stays on screen while it
 * loads); off while the range is invalid. Deals and leads move it, so each
 * visit reads it again (staleTime 0).
 */
export function useSalesReport(range: DayRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['sales-report', range.from, range.to],
    queryFn: ({ signal }) => getSalesReport(range, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
