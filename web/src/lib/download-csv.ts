import { buildUrl, getAuthToken, type QueryValue, TOKEN_HEADER } from './api-client';
import { ApiError, NetworkError } from './api-error';

/**
 * Fetches a CSV export (not JSON, so directly, with the token header) and
 * saves it through a blob link; returns the row count and whether the
 * server stopped early (x-export-rows / x-export-truncated).
 */
export async function downloadCsv(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<{ rows: number; truncated: boolean }> {
  const headers: Record<string, string> = { accept: 'text/csv' };
  const token = getAuthToken();
  if (token) headers[TOKEN_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, 'Export failed');
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
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
