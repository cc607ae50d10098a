import { MODERATION_ROUTE_PATHS } from '@app/shared/routes/moderation';
import type {
  DeleteModerations,
  DeleteModerationsResult,
  ModerationData,
} from '@app/shared/schemas/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/moderation-data */
export function getModerationData(signal?: AbortSignal): Promise<ModerationData> {
  return apiRequest('GET', MODERATION_ROUTE_PATHS.data, { signal });
}

/** POST /admin/delete/moderations */
export function deleteModerations(body: DeleteModerations): Promise<DeleteModerationsResult> {
  return apiRequest('POST', MODERATION_ROUTE_PATHS.remove, { body });
}

/** Recent submissions and pending content: other screens' writes change it, so each visit reads it again. */
export function useModerationData() {
  return useQuery({
    queryKey: ['moderation'],
    queryFn: ({ signal }) => getModerationData(signal),
    staleTime: 0,
  });
}

/** Deletes the chosen items of any kind (leads, posts, ...): every cached admin read is stale after it. */
export function useDeleteModerations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteModerations,
    onSuccess: () => void client.invalidateQueries(),
  });
}
