import { AUDIT_ROUTE_PATHS } from '@app/shared/routes/audit';
import type { OperationsReport } from '@app/shared/schemas/audit';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/operations?from&to: daily operational figures and content counts. */
export function getOperations(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<OperationsReport> {
  return apiRequest<OperationsReport>('GET', AUDIT_ROUTE_PATHS.operations, { query: { ...range }, signal });
}
