import { campaignPath } from '@app/shared/routes/campaigns';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /admin/campaigns/{id}. */
export function deleteCampaign(id: string): Promise<{ id: string; deleted: boolean }> {
  return apiRequest('DELETE', campaignPath(id));
}
