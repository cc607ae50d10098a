import { PRIVACY_ROUTE_PATHS } from '@app/shared/routes/privacy';
import type { PrivacyRequestView } from '@app/shared/schemas/privacy';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';

/** The cache key of the request queue (exports and erasures invalidate it). */
export const PRIVACY_REQUESTS_KEY = ['privacy-requests'] as const;

export interface RequestQueue {
  items: PrivacyRequestView[];
  overdue: number;
}

/** GET /admin/privacy/requests: the newest 50 requests and how many open ones are overdue. */
export function usePrivacyRequests() {
  return useQuery({
    queryKey: PRIVACY_REQUESTS_KEY,
    queryFn: ({ signal }) => apiRequest<RequestQueue>('GET', PRIVACY_ROUTE_PATHS.requests, { signal }),
  });
}

export function logRequest(body: { email: string; type: 'export' | 'erasure' }) {
  return apiRequest<PrivacyRequestView>('POST', PRIVACY_ROUTE_PATHS.requests, { body });
}

export const useLogRequest = () => useWrite(logRequest, [PRIVACY_REQUESTS_KEY]);
