import { MESSAGES } from '@app/shared/messages';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from './notify-api-error';

/**
 * A staff list read in one request (no "Load more") through TanStack Query
 * under `key`: `items` is null until it loads, `error` the message of a
 * failed load (the last items stay); `reload` reads it again. Writes made
 * through the feature's mutation hooks invalidate `key` themselves.
 */
export function useFullList<T>(key: QueryKey, fetcher: () => Promise<{ items: T[] }>) {
  const { data, error, refetch } = useQuery({ queryKey: key, queryFn: () => fetcher() });
  return {
    items: data?.items ?? null,
    error: error ? apiErrorMessage(error, MESSAGES.somethingWentWrong) : null,
    reload: () => void refetch(),
  };
}
