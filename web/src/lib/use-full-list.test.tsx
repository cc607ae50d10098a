// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { useFullList } from './use-full-list';

afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useFullList', () => {
  it('loads the items, and on a failed reload keeps them with the error message', async () => {
    const fetcher = vi
      .fn<() => Promise<{ items: string[] }>>()
      .mockResolvedValueOnce({ items: ['a', 'b'] })
      .mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useFullList(['letters'], fetcher), { wrapper });
    expect(result.current.items).toBeNull();
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b']));
    expect(result.current.error).toBeNull();

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe(MESSAGES.somethingWentWrong));
    expect(result.current.items).toEqual(['a', 'b']);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
