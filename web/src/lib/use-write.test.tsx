// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';
import { useWrite } from './use-write';

afterEach(cleanup);

describe('useWrite', () => {
  it('passes its arguments to the endpoint, and a success makes the given keys read again', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let count = 0;
    const read = vi.fn(async () => ++count);
    const save = vi.fn(async (id: string, n: number) => ({ id, n }));
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['things', 'list'], queryFn: read }),
        write: useWrite(save, [['things']]),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBe(1));

    let answer: unknown;
    await act(async () => {
      answer = await result.current.write.run('a', 2);
    });
    expect(answer).toEqual({ id: 'a', n: 2 });
    expect(save).toHaveBeenCalledWith('a', 2);
    await waitFor(() => expect(result.current.list.data).toBe(2));
  });

  it('rejects with the endpoint error, never retries, and leaves the cache alone', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const read = vi.fn(async () => 'x');
    const save = vi.fn(async () => {
      throw new ApiError(503, 'down');
    });
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['things'], queryFn: read }),
        write: useWrite(save, [['things']]),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBe('x'));
    await act(async () => {
      await expect(result.current.write.run()).rejects.toThrow('down');
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
