import type { CursorPage } from '@app/shared/schemas/common';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from './api-error';

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

/**
 * A cursor-paged admin list ("Load more"): the first page reloads when the
 * filters change (search debounced), later pages append; a newer request
 * aborts the one in flight. `toQuery` turns the filters (with the debounced
 * search) into the API query when they are not the query itself.
 */
export function usePagedList<T extends { id?: string; _id?: string }, F extends { q?: string }, Q = F>(
  fetcher: PageFetcher<T, Q>,
  initial: F,
  pageSize = 20,
  toQuery?: (filters: F) => Q,
) {
  const [filters, setFilters] = useState<F>(initial);
  const [debouncedQ] = useDebouncedValue(filters.q ?? '', 300);
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const effective = { ...filters, q: debouncedQ };
  const query = toQuery ? toQuery(effective) : (compactFilters(effective) as Q);
  const key = JSON.stringify(query);

  const load = useCallback(
    async (after: string | null) => {
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      setLoading(true);
      try {
        const params = { ...(JSON.parse(key) as Q), limit: pageSize };
        const page = await fetcher(after ? { ...params, cursor: after } : params, ctrl.signal);
        setItems((current) => (after ? [...current, ...page.items] : page.items));
        setCursor(page.nextCursor);
        setError(null);
      } catch (e) {
        if (!isAbortError(e)) setError(e);
      } finally {
        if (controller.current === ctrl) setLoading(false);
      }
    },
    [fetcher, key, pageSize],
  );

  useEffect(() => {
    void load(null);
    return () => controller.current?.abort();
  }, [load]);

  const idOf = (item: T) => item.id ?? item._id;
  const replace = useCallback((next: T) => {
    setItems((current) =>
      current.map((i) => ((i.id ?? i._id) === (next.id ?? next._id) ? { ...i, ...next } : i)),
    );
  }, []);
  const remove = useCallback((id: string) => {
    setItems((current) => current.filter((i) => (i.id ?? i._id) !== id));
  }, []);

  return {
    filters,
    setFilters,
    /** The API query of the current filters (search debounced), without cursor and limit. */
    query,
    items,
    idOf,
    hasMore: cursor !== null,
    loadMore: () => load(cursor),
    reload: () => load(null),
    loading,
    error,
    replace,
    remove,
  };
}
