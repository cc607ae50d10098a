import { DEAL_ROUTE_PATHS, dealPath } from '@app/shared/routes/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { DEALS_KEY } from './list-deals';

export type DealFields = Record<string, string | number | undefined>;

/** POST /admin/deals (a deal on its own). */
export function createDeal(fields: DealFields): Promise<Deal> {
  return apiRequest<Deal>('POST', DEAL_ROUTE_PATHS.list, { body: fields });
}

/** PATCH /admin/deals/{id} with the version it was read at (409 when someone saved since). */
export function updateDeal(deal: Pick<Deal, 'id' | 'version'>, fields: DealFields): Promise<Deal> {
  return apiRequest<Deal>('PATCH', dealPath(deal.id), { body: { ...fields, version: deal.version } });
}

/** Creates a deal; every deal read reads again. */
export const useCreateDeal = () => useWrite(createDeal, [DEALS_KEY]);

/** Saves a deal's fields; every deal read reads again. */
export const useUpdateDeal = () => useWrite(updateDeal, [DEALS_KEY]);
