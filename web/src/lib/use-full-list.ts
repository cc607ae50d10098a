import { MESSAGES } from '@app/shared/messages';
import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from './notify-api-error';

/**
 * A staff list read in one request (no "Load more"): `items` is null until
 * it loads, `error` the message of a failed load; `reload` reads it again
 * (after a save or delete). `fetcher` must be stable (a module function).
 */
export function useFullList<T>(fetcher: () => Promise<{ items: T[] }>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    fetcher().then(
      (page) => setItems(page.items),
      (e: unknown) => setError(apiErrorMessage(e, MESSAGES.somethingWentWrong)),
    );
  }, [fetcher]);
  useEffect(reload, [reload]);
  return { items, error, reload };
}
