import type { Page } from '@app/shared/schemas/careers-admin';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../lib/api-error';

type Fetcher<T, Q> = (
  query: Q & { cursor?: string; limit?: number },
  signal?: AbortSignal,
) => Promise<Page<T>>;

/**
 * A cursor-paged admin list ("Load more"): the first page reloads when the
 * filters change (search debounced), later pages append.
 */
export function usePagedList<T extends { id?: string; _id?: string }, Q extends { q?: string }>(
  fetcher: Fetcher<T, Q>,
  initial: Q,
  pageSize = 20,
) {
  const [filters, setFilters] = useState<Q>(initial);
  const [debouncedQ] = useDebouncedValue(filters.q ?? '', 300);
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const key = JSON.stringify(
    Object.fromEntries(
      Object.entries({ ...filters, q: debouncedQ.trim() }).filter(([, v]) => v !== '' && v !== undefined),
    ),
  );

  const load = useCallback(
    async (after: string | null) => {
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      setLoading(true);
      try {
        const query = { ...(JSON.parse(key) as Q), limit: pageSize };
        const page = await fetcher(after ? { ...query, cursor: after } : query, ctrl.signal);
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
