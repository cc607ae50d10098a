import { LEAD_LIST, type LeadStatus } from '@app/shared/leads';
import type { LeadListQuery, LeadMeta, LeadPage } from '@app/shared/schemas/lead-admin';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../lib/api-error';

export interface LeadFilters {
  q: string;
  from: string;
  to: string;
  status: LeadStatus | '';
}

export const EMPTY_FILTERS: LeadFilters = { q: '', from: '', to: '', status: '' };

/** A picked day ('YYYY-MM-DD') at a local wall-clock time, as an instant. */
function localInstant(day: string, time: string): string {
  const at = new Date(`${day}T${time}`);
  return Number.isNaN(at.getTime()) ? day : at.toISOString();
}

/** Filters as API query values ('' left out); days become the viewer's local day bounds. */
export function toQuery(filters: LeadFilters): Omit<LeadListQuery, 'cursor' | 'limit'> {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.from ? { from: localInstant(filters.from, '00:00:00.000') } : {}),
    ...(filters.to ? { to: localInstant(filters.to, '23:59:59.999') } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

type Fetcher<T> = (query: LeadListQuery, signal?: AbortSignal) => Promise<LeadPage<T>>;

/**
 * A lead list with cursor pagination ("Load more"): the first page reloads
 * when the filters change (search debounced), later pages append.
 */
export function useLeadList<T extends LeadMeta>(fetcher: Fetcher<T>) {
  const [filters, setFilters] = useState<LeadFilters>(EMPTY_FILTERS);
  const [debouncedQ] = useDebouncedValue(filters.q, 300);
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const effective = { ...filters, q: debouncedQ };
  const key = JSON.stringify(toQuery(effective));

  const load = useCallback(
    async (after: string | null) => {
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      setLoading(true);
      try {
        const query = { ...(JSON.parse(key) as LeadListQuery), limit: LEAD_LIST.defaultPageSize };
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
    [fetcher, key],
  );

  useEffect(() => {
    void load(null);
    return () => controller.current?.abort();
  }, [load]);

  const replace = useCallback((lead: T) => {
    setItems((current) => current.map((l) => (l.id === lead.id ? { ...l, ...lead } : l)));
  }, []);

  return {
    filters,
    setFilters,
    query: toQuery(effective),
    items,
    hasMore: cursor !== null,
    loadMore: () => load(cursor),
    reload: () => load(null),
    loading,
    error,
    replace,
  };
}
