import { CAMPAIGN_ROUTE_PATHS } from '@app/shared/routes/campaigns';
import type { CampaignList } from '@app/shared/schemas/campaign';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The cache key of every campaign read (campaign writes invalidate it). */
export const CAMPAIGNS_KEY = ['campaigns'] as const;

/** GET /admin/campaigns?view=rows: a page of campaigns with their figures. */
export function listCampaigns(query: { cursor?: string } = {}, signal?: AbortSignal): Promise<CampaignList> {
  return apiRequest<CampaignList>('GET', CAMPAIGN_ROUTE_PATHS.list, {
    query: { ...query, limit: 50, view: 'rows' },
    signal,
  });
}

/**
 * GET /admin/campaigns?view=untracked: UTM campaigns seen without a record. Asked for apart,
 * once the rows are there (`enabled`): the server reads every tag of 90 days for it, and the
 * campaigns' rows, the screen's first content, need not share the server with it.
 */
export function useUntrackedCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'untracked'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<CampaignList>('GET', CAMPAIGN_ROUTE_PATHS.list, { query: { view: 'untracked' }, signal }),
    staleTime: 0,
  });
}

/** The campaigns with "Load more": `data` holds every loaded page's items and the last cursor. */
export function useCampaigns() {
  const query = useInfiniteQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: ({ pageParam, signal }) => listCampaigns(pageParam ? { cursor: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The figures follow leads and deals (other screens' writes): each visit reads them again.
    staleTime: 0,
  });
  const pages = query.data?.pages;
  const data: CampaignList | null = pages?.[0]
    ? { ...pages[0], items: pages.flatMap((p) => p.items), nextCursor: pages.at(-1)?.nextCursor ?? null }
    : null;
  return { ...query, data };
}
