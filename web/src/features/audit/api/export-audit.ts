import { AUDIT_ROUTE_PATHS } from '@app/shared/routes/audit';
import { downloadCsv } from '../../../lib/download-csv';
import type { AuditFilters } from './list-audit';

/** GET /admin/audit-log/export: the filtered log as CSV. */
export function exportAudit(filters: AuditFilters) {
  return downloadCsv(AUDIT_ROUTE_PATHS.exportCsv, { ...filters }, 'audit-log.csv');
}
