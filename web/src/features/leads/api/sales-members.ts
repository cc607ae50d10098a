import { LEAD_ROUTE_PATHS } from '@app/shared/routes/leads';
import type { SalesMemberAway } from '@app/shared/schemas/member-away';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SALES_MEMBERS_KEY = ['leads', 'sales-members'] as const;

/**
 * The Sales members a lead can be handed to (GET /admin/availability/away:
 * the Sales members of the directory, first 100, with their days away).
 * Read when a lead's panel opens; members change rarely, so kept a minute.
 */
export function useSalesMembers(enabled: boolean) {
  return useQuery({
    queryKey: SALES_MEMBERS_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ items: SalesMemberAway[] }>('GET', LEAD_ROUTE_PATHS.memberAway, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
