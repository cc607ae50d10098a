import { dealPath } from '@app/shared/routes/deals';
import type { DealWithActivities } from '@app/shared/schemas/deal';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/deals/{id}: the deal with its newest activities. */
export function getDeal(id: string, signal?: AbortSignal): Promise<DealWithActivities> {
  return apiRequest<DealWithActivities>('GET', dealPath(id), { signal });
}

/**
 * The cache key of one open deal: deliberately outside DEALS_KEY, so a deal
 * write does not swap the version under an open form (saves send the version
 * the form was opened at); the drawer reads it again itself.
 */
export const dealKey = (id: string | null) => ['deal', id] as const;

/** The deal in the drawer (off for none or 'new'); never from an earlier visit's cache. */
export function useDeal(id: string | null) {
  return useQuery({
    queryKey: dealKey(id),
    queryFn: ({ signal }) => getDeal(id ?? '', signal),
    enabled: !!id && id !== 'new',
    staleTime: 0,
    gcTime: 0,
  });
}
