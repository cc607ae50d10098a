import { MESSAGES } from '@app/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { getSectionRecords, SECTION_RECORDS_KEY, type SectionRecord } from '../api/edit-section';

/**
 * The stored sections (values and versions) for an admin screen, a setter
 * that keeps them in step after a save or reset, and a reload (after a 409).
 * Never from an earlier visit's cache: saves send the version they were read at.
 */
export function useSections() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: SECTION_RECORDS_KEY,
    queryFn: ({ signal }) => getSectionRecords(signal),
    staleTime: 0,
    gcTime: 0,
  });
  const update = (key: string, record: SectionRecord) =>
    client.setQueryData<Record<string, SectionRecord>>(SECTION_RECORDS_KEY, (prev) => ({
      ...prev,
      [key]: record,
    }));
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    sections: query.data ?? null,
    error: query.error ? apiErrorMessage(query.error, MESSAGES.somethingWentWrong) : null,
    update,
    reload,
  };
}
