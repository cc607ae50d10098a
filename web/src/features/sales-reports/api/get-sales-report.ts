import { SALES_REPORT_PATH } from '@app/shared/routes/sales-reports';
import type { FirstResponseWeek, SalesReport, SalesSummary } from '@app/shared/sales';
import type { DayRangeQuery } from '@app/shared/schemas/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The report plus whether the one-time count of older leads is still to run. */
export type SalesReportResponse = SalesReport & {
  backfillPending: boolean;
  firstResponse: FirstResponseWeek[];
};
export type SalesSummaryResponse = SalesSummary & { backfillPending: boolean };

/** GET /admin/sales-reports?from&to (days in the analytics zone, both included). */
export function getSalesReport(range: DayRangeQuery, signal?: AbortSignal): Promise<SalesReportResponse> {
  return apiRequest<SalesReportResponse>('GET', SALES_REPORT_PATH, { query: { ...range }, signal });
}

/** GET /admin/sales-reports?view=summary: the headline figures, funnel and pipeline (a few reads by key). */
export function getSalesSummary(range: DayRangeQuery, signal?: AbortSignal): Promise<SalesSummaryResponse> {
  return apiRequest<SalesSummaryResponse>('GET', SALES_REPORT_PATH, {
    query: { ...range, view: 'summary' },
    signal,
  });
}

/**
 * The screen's first request: the summary of `range` (the previous range's
 * stays on screen while it loads); off while the range is invalid. Deals and
 * leads move it, so each visit reads it again (staleTime 0).
 */
export function useSalesSummary(range: DayRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['sales-report', 'summary', range.from, range.to],
    queryFn: ({ signal }) => getSalesSummary(range, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * The full report of `range` (breakdowns, weekly leads, first response).
 * Asked for once the summary is there (or failed), so its Query per day does
 * not hold up the headline's read on the same server.
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
