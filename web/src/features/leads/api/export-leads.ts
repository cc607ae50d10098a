import type { LeadKind } from '@app/shared/leads';
import { LEAD_ROUTE_PATHS, leadPath } from '@app/shared/routes/leads';
import type { LeadListQuery } from '@app/shared/schemas/lead-admin';
import { downloadCsv } from '../../../lib/download-csv';

/** GET /admin/leads/{kind}/export: the filtered list as a CSV file, times in the member's zone. */
export function exportLeads(
  kind: LeadKind,
  query: Omit<LeadListQuery, 'cursor' | 'limit'>,
  timeZone: string,
): Promise<{ rows: number; truncated: boolean }> {
  // The member's zone: the CSV's times are ISO 8601 with its offset, the same wall time the screen shows.
  return downloadCsv(
    leadPath(LEAD_ROUTE_PATHS.exportCsv, { kind }),
    { ...query, timeZone },
    `${kind}-leads.csv`,
  );
}
