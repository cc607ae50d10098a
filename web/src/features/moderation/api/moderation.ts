import { MODERATION_ROUTE_PATHS } from '@app/shared/routes/moderation';
import type {
  DeleteModerations,
  DeleteModerationsResult,
  ModerationData,
} from '@app/shared/schemas/moderation';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/moderation-data */
export function getModerationData(signal?: AbortSignal): Promise<ModerationData> {
  return apiRequest('GET', MODERATION_ROUTE_PATHS.data, { signal });
}

/** POST /admin/delete/moderations */
export function deleteModerations(body: DeleteModerations): Promise<DeleteModerationsResult> {
  return apiRequest('POST', MODERATION_ROUTE_PATHS.remove, { body });
}
