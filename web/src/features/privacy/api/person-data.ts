import { PRIVACY_ROUTE_PATHS } from '@app/shared/routes/privacy';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { PRIVACY_REQUESTS_KEY } from './privacy-requests';

type Row = Record<string, unknown>;

export interface PersonResult {
  counts: Record<string, number>;
  records: Record<string, Row[]>;
}

/** The address goes in the POST body, never in a URL (issue 28). */
export function searchPerson(email: string) {
  return apiRequest<PersonResult>('POST', PRIVACY_ROUTE_PATHS.search, { body: { email } });
}

export function exportPerson(email: string, requestId?: string) {
  return apiRequest<{ requestId: string; url: string; expiresAt: string; counts: Record<string, number> }>(
    'POST',
    PRIVACY_ROUTE_PATHS.exportZip,
    { body: { email, ...(requestId ? { requestId } : {}) } },
  );
}

export function erasePerson(email: string, requestId?: string) {
  return apiRequest<{ requestId: string; counts: Record<string, number> }>(
    'POST',
    PRIVACY_ROUTE_PATHS.erasures,
    {
      body: { email, ...(requestId ? { requestId } : {}) },
    },
  );
}

export const useSearchPerson = () => useWrite(searchPerson, []);
export const useExportPerson = () => useWrite(exportPerson, [PRIVACY_REQUESTS_KEY]);
export const useErasePerson = () => useWrite(erasePerson, [PRIVACY_REQUESTS_KEY]);
