import type { CursorPage } from '@app/shared/schemas/common';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';

export type PageFetcher<T, Q> = (
  query: Q & { cursor?: string; limit?: number },
  signal?: AbortSignal,
) => Promise<CursorPage<T>>;

/** The default query: the filters with the search trimmed and empty values ('' or undefined) left out. */
function compactFilters<F extends { q?: string }>(filters: F) {
  return Object.fromEntries(
    Object.entries({ ...filters, q: (filters.q ?? '').trim() }).filter(
      ([, v]) => v !== '' && v !== undefined,
    ),
  );
}

type Identified = { id?: string; _id?: string };

/**
 * Reads a list's first page into the cache under the key `usePagedList` will
 * use for the same key, query and page size (a sidebar hover prefetches the
 * screen's list, so the click finds its rows). Fresh data is not read again.
 */
export function prefetchPagedList<T, Q>(
  client: QueryClient,
  key: QueryKey,
  fetcher: PageFetcher<T, Q>,
  query: Q,
  pageSize = 20,
): Promise<void> {
  return client.prefetchInfiniteQuery({
    queryKey: [...key, query, pageSize],
    queryFn: ({ pageParam, signal }) =>
      fetcher({ ...query, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CursorPage<T>) => last.nextCursor,
  });
}

/** The API query of a list's initial filters, as `usePagedList` builds it without `toQuery`. */
export const initialQuery = <F extends { q?: string }>(filters: F) => compactFilters(filters);
const idOf = (item: Identified) => item.id ?? item._id;

/**
 * A cursor-paged admin list ("Load more") read through TanStack Query under
 * `[...key, query, pageSize]`: the first page loads when the filters change
 * (search debounced; the previous rows stay until it arrives), later pages
 * append; a request for filters no longer shown is aborted. `toQuery` turns
 * the filters (with the debounced search) into the API query when they are
 * not the query itself. `replace` and `remove` patch the cached pages after a
 * write on this screen; other screens' caches go stale through the feature's
 * mutation hooks (they invalidate `key`).
 */
export function usePagedList<T extends Identified, F extends { q?: string }, Q = F>(
  key: QueryKey,
  fetcher: PageFetcher<T, Q>,
  initial: F,
  pageSize = 20,
  toQuery?: (filters: F) => Q,
) {
  const [filters, setFilters] = useState<F>(initial);
  const [debouncedQ] = useDebouncedValue(filters.q ?? '', 300);
  const effective = { ...filters, q: debouncedQ };
  const query = toQuery ? toQuery(effective) : (compactFilters(effective) as Q);
  const queryKey = [...key, query, pageSize];
  const client = useQueryClient();

  const result = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetcher({ ...query, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

  const patch = (change: (items: T[]) => T[]) =>
    client.setQueryData<InfiniteData<CursorPage<T>, string | null>>(queryKey, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
    );
  const replace = (next: T) =>
    void patch((items) => items.map((i) => (idOf(i) === idOf(next) ? { ...i, ...next } : i)));
  const remove = (id: string) => void patch((items) => items.filter((i) => idOf(i) !== id));

  return {
    filters,
    setFilters,
    /** The API query of the current filters (search debounced), without cursor and limit. */
    query,
    items: result.data?.pages.flatMap((page) => page.items) ?? [],
    idOf: idOf as (item: T) => string | undefined,
    hasMore: result.hasNextPage,
    loadMore: () => result.fetchNextPage(),
    reload: () => result.refetch(),
    loading: result.isFetching,
    error: result.error,
    replace,
    remove,
  };
}
