import { AUDIT_ROUTE_PATHS } from '@app/shared/routes/audit';
import type { OperationsReport } from '@app/shared/schemas/audit';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type DayRange = { from: string; to: string };

/** GET /admin/operations?from&to: daily operational figures and content counts. */
export function getOperations(range: DayRange, signal?: AbortSignal): Promise<OperationsReport> {
  return apiRequest<OperationsReport>('GET', AUDIT_ROUTE_PATHS.operations, { query: { ...range }, signal });
}

/** The operational figures of `range`. */
export function useOperations(range: DayRange) {
  return useQuery({
    queryKey: ['operations', range.from, range.to],
    queryFn: ({ signal }) => getOperations(range, signal),
    staleTime: 0,
  });
}
