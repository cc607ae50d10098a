import { campaignPath } from '@app/shared/routes/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CAMPAIGNS_KEY } from './list-campaigns';

/** DELETE /admin/campaigns/{id}. */
export function deleteCampaign(id: string): Promise<{ id: string; deleted: boolean }> {
  return apiRequest('DELETE', campaignPath(id));
}

/** Deletes a campaign; the campaign list reads again. */
export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
