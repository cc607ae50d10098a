import { CAMPAIGN_ROUTE_PATHS } from '@app/shared/routes/campaigns';
import type { CampaignList } from '@app/shared/schemas/campaign';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/campaigns: a page of campaigns with figures, and UTM campaigns seen without a record. */
export function listCampaigns(query: { cursor?: string } = {}, signal?: AbortSignal): Promise<CampaignList> {
  return apiRequest<CampaignList>('GET', CAMPAIGN_ROUTE_PATHS.list, {
    query: { ...query, limit: 50 },
    signal,
  });
}
