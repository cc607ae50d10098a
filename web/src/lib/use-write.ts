import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write as a TanStack mutation that marks the given cache keys stale when
 * it succeeds (screens showing them read again; others on their next visit).
 * `run(...args)` calls the endpoint function with its own arguments and
 * resolves with its answer (or rejects with its ApiError), so a screen keeps
 * its own try/catch, toasts and field errors. The invalidation is not awaited:
 * the screen reacts to its own write at once.
 */
export function useWrite<A extends unknown[], R>(write: (...args: A) => Promise<R>, keys: QueryKey[]) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (args: A) => write(...args),
    onSuccess: () => {
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    },
  });
  return { ...mutation, run: (...args: A) => mutation.mutateAsync(args) };
}
