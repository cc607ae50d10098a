import type { LeadKind } from '@app/shared/leads';
import { LEAD_ROUTE_PATHS, leadPath } from '@app/shared/routes/leads';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SHARED_QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /admin/leads/{kind}/{id}: one lead (a staff mail's link opens its side panel). */
export function getLead<T extends LeadMeta>(kind: LeadKind, id: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', leadPath(LEAD_ROUTE_PATHS.update, { kind, id }), { signal });
}

/** The linked lead when it is not on the loaded page (`enabled` false otherwise: no request). */
export function useLinkedLead<T extends LeadMeta>(kind: LeadKind, id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...SHARED_QUERY_ROOTS.leads, kind, 'one', id ?? ''],
    queryFn: ({ signal }) => getLead<T>(kind, id ?? '', signal),
    enabled: enabled && !!id,
  });
}
