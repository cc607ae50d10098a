import { BLOG_ROUTE_PATHS } from '@app/shared/routes/blogs';
import type { BlogSummary, Page, PublicBlog } from '@app/shared/schemas/blog-publish';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import type { QueryState } from './query-state';
import { usePublicQuery } from './use-public-query';

export type { BlogSummary, PublicBlog };

/** The public blog list, newest first, one page at a time (GET /blogs/get-all-blogs). */
export function useBlogs(pageSize = 9): QueryState<readonly BlogSummary[]> & {
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
} {
  const [items, setItems] = useState<BlogSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'success' | 'error'>('loading');
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const fetchPage = useCallback(
    (after: string | null, signal?: AbortSignal) =>
      apiRequest<Page<BlogSummary>>('GET', BLOG_ROUTE_PATHS.list, {
        query: { limit: pageSize, cursor: after },
        signal,
      }),
    [pageSize],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(null, controller.signal).then(
      (page) => {
        setItems(page.items);
        setCursor(page.nextCursor);
        setState('success');
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setError(e);
        setState('error');
      },
    );
    return () => controller.abort();
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    fetchPage(cursor)
      .then((page) => {
        setItems((prev) => [...prev, ...page.items]);
        setCursor(page.nextCursor);
      })
      .catch((e: unknown) => console.error('Could not load more blogs', e))
      .finally(() => setLoadingMore(false));
  }, [cursor, loadingMore, fetchPage]);

  const base =
    state === 'loading'
      ? ({ status: 'loading' } as const)
      : state === 'error'
        ? ({ status: 'error', error } as const)
        : ({ status: 'success', data: items } as const);
  return { ...base, hasMore: !!cursor, loadMore, loadingMore };
}

/** One live post by slug; null when there is none (GET /blogs/get-single-blog). */
export function useBlog(slug: string): QueryState<PublicBlog | null> {
  return usePublicQuery<PublicBlog | null>(
    slug,
    (signal) => apiRequest<PublicBlog>('GET', BLOG_ROUTE_PATHS.getSingle, { query: { slug }, signal }),
    null,
  );
}

/** SPEC §3: recommended blogs are looked up by the current blog id and industry. */
export function useRecommendedBlogs(
  currentBlogId: string,
  industry: string,
): QueryState<readonly BlogSummary[]> {
  return usePublicQuery(`${currentBlogId}|${industry}`, (signal) =>
    apiRequest<BlogSummary[]>('GET', BLOG_ROUTE_PATHS.recommended, {
      query: { currentBlogId, industry },
      signal,
    }),
  );
}
