import { dealPath } from '@app/shared/routes/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { DEALS_KEY } from './list-deals';

/** DELETE /admin/deals/{id} with the version it was read at (409 when someone saved since); its lead is unlinked. */
export function deleteDeal(deal: Pick<Deal, 'id' | 'version'>): Promise<{ id: string; deleted: boolean }> {
  return apiRequest('DELETE', dealPath(deal.id), { body: { version: deal.version } });
}

/** Deletes a deal; every deal read reads again. */
export const useDeleteDeal = () => useWrite(deleteDeal, [DEALS_KEY]);
