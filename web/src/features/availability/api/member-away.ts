import { LEAD_ROUTE_PATHS, memberAwayPath } from '@app/shared/routes/leads';
import type { MemberAway, MemberAwayUpdate, SalesMemberAway } from '@app/shared/schemas/member-away';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';

export const MEMBER_AWAY_KEY = ['availability', 'away'] as const;

/** GET /admin/availability/away: the Sales members with their out-of-office days. */
export function useMemberAway() {
  return useQuery({
    queryKey: MEMBER_AWAY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ items: SalesMemberAway[] }>('GET', LEAD_ROUTE_PATHS.memberAway, { signal }),
  });
}

/** PUT /admin/availability/away/{email} at the version read (409 when someone saved in between). */
export function saveMemberAway(email: string, update: MemberAwayUpdate): Promise<MemberAway> {
  return apiRequest<MemberAway>('PUT', memberAwayPath(email), { body: update });
}

export const useSaveMemberAway = () => useWrite(saveMemberAway, [MEMBER_AWAY_KEY]);
