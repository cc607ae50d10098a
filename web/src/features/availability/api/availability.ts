import { LEAD_ROUTE_PATHS, officeAvailabilityPath } from '@app/shared/routes/leads';
import type { AvailabilityUpdate, OfficeAvailability } from '@app/shared/schemas/office-availability';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';

/** The cache key of the offices' availability (a save invalidates it). */
export const AVAILABILITY_KEY = ['availability'] as const;

/** GET /admin/availability: both offices' records (the seed from code until first saved). */
export function listAvailability(signal?: AbortSignal): Promise<{ items: OfficeAvailability[] }> {
  return apiRequest<{ items: OfficeAvailability[] }>('GET', LEAD_ROUTE_PATHS.availability, { signal });
}

export function useAvailability() {
  return useQuery({ queryKey: AVAILABILITY_KEY, queryFn: ({ signal }) => listAvailability(signal) });
}

/** PUT /admin/availability/{office} at the version read (409 when someone saved in between). */
export function saveAvailability(office: string, update: AvailabilityUpdate): Promise<OfficeAvailability> {
  return apiRequest<OfficeAvailability>('PUT', officeAvailabilityPath(office), { body: update });
}

export const useSaveAvailability = () => useWrite(saveAvailability, [AVAILABILITY_KEY]);
