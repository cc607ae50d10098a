import type { LeadKind } from '@app/shared/leads';
import { DEAL_ROUTE_PATHS } from '@app/shared/routes/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/deals from a lead: one deal per lead (409 when it already has one). */
export function convertLead(kind: LeadKind, leadId: string): Promise<Deal> {
  return apiRequest<Deal>('POST', DEAL_ROUTE_PATHS.list, { body: { leadKind: kind, leadId } });
}
