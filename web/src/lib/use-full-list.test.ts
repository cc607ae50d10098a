// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFullList } from './use-full-list';

afterEach(cleanup);

describe('useFullList', () => {
  it('loads the items, and on a failed reload keeps them with the error message', async () => {
    const fetcher = vi
      .fn<() => Promise<{ items: string[] }>>()
      .mockResolvedValueOnce({ items: ['a', 'b'] })
      .mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useFullList(fetcher));
    expect(result.current.items).toBeNull();
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b']));
    expect(result.current.error).toBeNull();

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe(MESSAGES.somethingWentWrong));
    expect(result.current.items).toEqual(['a', 'b']);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
