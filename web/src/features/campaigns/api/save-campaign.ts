import { CAMPAIGN_ROUTE_PATHS, campaignPath } from '@app/shared/routes/campaigns';
import type { CampaignInput, CampaignWithStats } from '@app/shared/schemas/campaign';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { CAMPAIGNS_KEY } from './list-campaigns';

/** POST /admin/campaigns, or PUT /admin/campaigns/{id} with the version it was read at (409 when stale). */
export function saveCampaign(
  input: CampaignInput,
  existing?: { id: string; version: number },
): Promise<CampaignWithStats> {
  return existing
    ? apiRequest<CampaignWithStats>('PUT', campaignPath(existing.id), {
        body: { ...input, version: existing.version },
      })
    : apiRequest<CampaignWithStats>('POST', CAMPAIGN_ROUTE_PATHS.list, { body: input });
}

/** Saves a campaign; the campaign list reads again. */
export const useSaveCampaign = () => useWrite(saveCampaign, [CAMPAIGNS_KEY]);
