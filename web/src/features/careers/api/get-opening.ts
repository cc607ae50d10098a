import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { PublicJob } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';
import { useLoadable } from './query-state';

/** GET /careers/openings/{jobId}: one job for its page (closed and expired ones too, with their status). */
export function getOpening(jobId: string, signal?: AbortSignal): Promise<PublicJob> {
  return apiRequest<PublicJob>('GET', careersPath(CAREERS_ROUTE_PATHS.opening, { jobId }), { signal });
}

export function useOpening(jobId: string) {
  return useLoadable(`opening:${jobId}`, (signal) => getOpening(jobId, signal)).state;
}
