import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { QueryState } from './query-state';

/**
 * Runs a public API read when `key` changes and exposes it as a QueryState.
 * Starts in 'loading' (also in the prerendered HTML, so pages show their
 * loader until the data arrives). A 404 becomes `notFound` when given.
 */
export function usePublicQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  notFound?: T,
): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key identifies the request; fetcher is recreated each render
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetcher(controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (notFound !== undefined && error instanceof ApiError && error.status === 404)
          setState({ status: 'success', data: notFound });
        else setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
