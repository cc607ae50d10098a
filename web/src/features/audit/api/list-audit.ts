import { AUDIT_ROUTE_PATHS } from '@app/shared/routes/audit';
import type { AuditEntryView, AuditListQuery } from '@app/shared/schemas/audit';
import type { CursorPage } from '@app/shared/schemas/common';
import { apiRequest } from '../../../lib/api-client';

export type AuditFilters = Omit<AuditListQuery, 'cursor' | 'limit'>;

/** The cache key of the audit log's pages. */
export const AUDIT_LOG_KEY = ['audit-log'] as const;

/** GET /admin/audit-log: newest first, filtered by member, entity and days. */
export function listAudit(query: AuditListQuery, signal?: AbortSignal): Promise<CursorPage<AuditEntryView>> {
  return apiRequest<CursorPage<AuditEntryView>>('GET', AUDIT_ROUTE_PATHS.list, {
    query: { ...query },
    signal,
  });
}
