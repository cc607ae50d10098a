import type { LoggedActivityType } from '@app/shared/deals';
import { dealPath } from '@app/shared/routes/deals';
import type { DealActivity } from '@app/shared/schemas/deal';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { DEALS_KEY } from './list-deals';

/** POST /admin/deals/{id}/activities: a call, mail, meeting or note logged by hand. */
export function addActivity(
  id: string,
  body: { type: LoggedActivityType; text: string },
): Promise<DealActivity> {
  return apiRequest<DealActivity>('POST', dealPath(id, 'activities'), { body });
}

/** Logs an activity; the deal (its timeline) reads again. */
export const useAddActivity = () => useWrite(addActivity, [DEALS_KEY]);
