import { CAREERS_ROUTE_PATHS } from '@app/shared/routes/careers';
import type { Page, PublicJob } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';
import { useLoadable } from './query-state';

/** Upper bound on pages read for the careers page (100 openings each). */
const MAX_PAGES = 5;

/** GET /careers/openings, every page: open jobs not past their deadline, soonest deadline first. */
export async function getOpenings(signal?: AbortSignal): Promise<PublicJob[]> {
  const items: PublicJob[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result: Page<PublicJob> = await apiRequest<Page<PublicJob>>('GET', CAREERS_ROUTE_PATHS.openings, {
      query: { cursor },
      signal,
    });
    items.push(...result.items);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return items;
}

export function useOpenings() {
  return useLoadable('openings', getOpenings).state;
}
