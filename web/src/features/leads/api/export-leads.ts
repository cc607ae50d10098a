import type { LeadKind } from '@app/shared/leads';
import { LEAD_ROUTE_PATHS, leadPath } from '@app/shared/routes/leads';
import type { LeadListQuery } from '@app/shared/schemas/lead-admin';
import { downloadCsv } from '../../../lib/download-csv';

/** GET /admin/leads/{kind}/export: the filtered list as a CSV file. */
export function exportLeads(
  kind: LeadKind,
  query: Omit<LeadListQuery, 'cursor' | 'limit'>,
): Promise<{ rows: number; truncated: boolean }> {
  return downloadCsv(leadPath(LEAD_ROUTE_PATHS.exportCsv, { kind }), { ...query }, `${kind}-leads.csv`);
}
