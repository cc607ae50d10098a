import type { LeadKind } from '@app/shared/leads';
import { DEAL_ROUTE_PATHS } from '@app/shared/routes/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { apiRequest } from '../../../lib/api-client';
import { SHARED_QUERY_ROOTS } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** POST /admin/deals from a lead: one deal per lead (409 when it already has one). */
export function convertLead(kind: LeadKind, leadId: string): Promise<Deal> {
  return apiRequest<Deal>('POST', DEAL_ROUTE_PATHS.list, { body: { leadKind: kind, leadId } });
}

/** Converts a lead; the lead lists and every deal read read again. */
export const useConvertLead = () =>
  useWrite(convertLead, [SHARED_QUERY_ROOTS.leads, SHARED_QUERY_ROOTS.deals]);
