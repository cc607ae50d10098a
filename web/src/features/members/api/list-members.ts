import type { Role } from '@app/shared/roles';
import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import type { MemberPage, MemberSummary } from '@app/shared/schemas/member';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, isAbortError } from '../../../lib/api-client';

export interface MemberFilters {
  /** Matched anywhere in the e-mail or display name. */
  q: string;
  role: Role | '';
}

/** GET /admin/members: one page of the member directory, filtered by search text and role. */
function listMembers(
  filters: MemberFilters & { cursor?: string },
  signal?: AbortSignal,
): Promise<MemberPage> {
  return apiRequest<MemberPage>('GET', MEMBER_ROUTE_PATHS.list, {
    query: {
      q: filters.q.trim() || undefined,
      role: filters.role || undefined,
      cursor: filters.cursor,
    },
    signal,
  });
}

/** The member list for the filters, with "load more" over the directory's pages and a reload after changes. */
export function useMembers(filters: MemberFilters) {
  const [items, setItems] = useState<MemberSummary[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (cursor?: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLoading(true);
      setError(null);
      try {
        const page = await listMembers({ ...filters, cursor }, current.signal);
        setItems((previous) => (cursor ? [...previous, ...page.items] : page.items));
        setNextCursor(page.nextCursor);
      } catch (caught) {
        if (!isAbortError(caught)) setError(caught);
      } finally {
        if (controller.current === current) setLoading(false);
      }
    },
    [filters],
  );

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  return {
    items,
    loading,
    error,
    hasMore: nextCursor !== null,
    loadMore: () => (nextCursor ? load(nextCursor) : Promise.resolve()),
    reload: () => void load(),
  };
}
