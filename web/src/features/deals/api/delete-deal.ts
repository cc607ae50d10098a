import { dealPath } from '@app/shared/routes/deals';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /admin/deals/{id}: the deal and its timeline; its lead is unlinked. */
export function deleteDeal(id: string): Promise<{ id: string; deleted: boolean }> {
  return apiRequest('DELETE', dealPath(id));
}
