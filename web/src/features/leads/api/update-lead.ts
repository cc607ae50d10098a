import type { LeadKind } from '@app/shared/leads';
import { LEAD_ROUTE_PATHS, leadPath } from '@app/shared/routes/leads';
import type { LeadMeta, LeadUpdate } from '@app/shared/schemas/lead-admin';
import { apiRequest } from '../../../lib/api-client';
import { SHARED_QUERY_ROOTS } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** PATCH /admin/leads/{kind}/{id}: status and/or a note; returns the updated lead. */
export function updateLead<T extends LeadMeta>(kind: LeadKind, id: string, body: LeadUpdate): Promise<T> {
  return apiRequest<T>('PATCH', leadPath(LEAD_ROUTE_PATHS.update, { kind, id }), { body });
}

/** Updates a lead; the lead lists read again. */
export const useUpdateLead = () => useWrite(updateLead, [SHARED_QUERY_ROOTS.leads]);
