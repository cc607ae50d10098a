import { DEAL_ROUTE_PATHS } from '@app/shared/routes/deals';
import type { DealBoard, DealPage } from '@app/shared/schemas/deal';
import { apiRequest } from '../../../lib/api-client';

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
