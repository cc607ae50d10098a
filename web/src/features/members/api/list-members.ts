import type { Role } from '@app/shared/roles';
import { MEMBER_ROUTE_PATHS } from '@app/shared/routes/members';
import type { MemberPage, MemberSummary } from '@app/shared/schemas/member';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface MemberFilters {
  /** Matched anywhere in the e-mail or display name. */
  q: string;
  role: Role | '';
}

/** The cache key of every member read (member writes invalidate it). */
export const MEMBERS_KEY = ['members'] as const;

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

/** The member list for the filters, with "load more" over the directory's pages; member writes reload it. */
export function useMembers(filters: MemberFilters) {
  const query = useInfiniteQuery({
    queryKey: [...MEMBERS_KEY, filters],
    queryFn: ({ pageParam, signal }) => listMembers({ ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items: MemberSummary[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    items,
    loading: query.isFetching,
    error: query.error,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    reload: () => void query.refetch(),
  };
}
