import { DEAL_ROUTE_PATHS } from '@app/shared/routes/deals';
import type { DealBoard, DealPage } from '@app/shared/schemas/deal';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SHARED_QUERY_ROOTS } from '../../../lib/query-keys';

/** The cache key of every deal read (deal writes invalidate it). */
export const DEALS_KEY = SHARED_QUERY_ROOTS.deals;
/** The kanban's columns (the move mutation edits them optimistically). */
export const DEAL_BOARD_KEY = [...DEALS_KEY, 'board'] as const;

/** GET /admin/deals?view=board: the first page of every stage column, newest entered first. */
export async function getDealBoard(signal?: AbortSignal): Promise<DealBoard> {
  const out = await apiRequest<{ columns: DealBoard }>('GET', DEAL_ROUTE_PATHS.list, {
    query: { view: 'board' },
    signal,
  });
  return out.columns;
}

export interface DealListFilters {
  stage?: string;
  owner?: string;
  closeMonth?: string;
  source?: string;
}

/** GET /admin/deals: one page of a column (`stage`) or of the filtered list. */
export function listDeals(
  filters: DealListFilters & { cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<DealPage> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined));
  return apiRequest<DealPage>('GET', DEAL_ROUTE_PATHS.list, { query, signal });
}

/** The board: every stage's first page (a column's "Load more" appends to this cache entry). */
export function useDealBoard() {
  return useQuery({ queryKey: DEAL_BOARD_KEY, queryFn: ({ signal }) => getDealBoard(signal) });
}

/** The list view's pages of 50 for the filters, with "Load more". */
export function useDealList(filters: DealListFilters) {
  return useInfiniteQuery({
    queryKey: [...DEALS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      listDeals({ ...filters, limit: 50, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
