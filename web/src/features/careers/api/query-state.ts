import { useEffect, useState } from 'react';
import { isAbortError } from '../../../lib/api-error';

/** What a read hook of this feature returns. */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

/**
 * Runs `load` when `key` changes (and when `reload` is called), cancelling the
 * previous call. Starts in 'loading' on the server and the client alike, so
 * prerendered HTML and the first client render agree.
 */
export function useLoadable<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is rebuilt each render; `key` names what it loads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  return { state, reload: () => setRound((r) => r + 1) };
}
