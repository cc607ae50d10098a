import type { LeadKind } from '@app/shared/leads';
import { LEAD_ROUTE_PATHS, leadPath } from '@app/shared/routes/leads';
import type { LeadListQuery } from '@app/shared/schemas/lead-admin';
import { buildUrl, getAuthToken, TOKEN_HEADER } from '../../../lib/api-client';
import { ApiError, NetworkError } from '../../../lib/api-error';

/**
 * GET /admin/leads/{kind}/export: the filtered list as a CSV file. Not JSON,
 * so it is fetched directly (with the token header) and saved via a blob link.
 */
export async function exportLeads(
  kind: LeadKind,
  query: Omit<LeadListQuery, 'cursor' | 'limit'>,
): Promise<{ rows: number; truncated: boolean }> {
  const headers: Record<string, string> = { accept: 'text/csv' };
  const token = getAuthToken();
  if (token) headers[TOKEN_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(leadPath(LEAD_ROUTE_PATHS.exportCsv, { kind }), { ...query }), {
      headers,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, 'Export failed');
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}-leads.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return {
    rows: Number(response.headers.get('x-export-rows') ?? 0),
    truncated: response.headers.get('x-export-truncated') === 'true',
  };
}
