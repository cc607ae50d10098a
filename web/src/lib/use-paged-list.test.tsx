// @vitest-environment jsdom

import type { CursorPage } from '@app/shared/schemas/common';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { usePagedList } from './use-paged-list';

afterEach(cleanup);

/** Each test its own cache, as the admin root provides one. */
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

interface Row {
  _id: string;
  name: string;
}
type Query = { q?: string; status?: string; cursor?: string; limit?: number };

const page = (ids: string[], nextCursor: string | null = null): CursorPage<Row> => ({
  items: ids.map((id) => ({ _id: id, name: `Row ${id}` })),
  nextCursor,
});

describe('usePagedList', () => {
  it('asks with the filters trimmed and emptied values left out, then appends the next page', async () => {
    const fetcher = vi.fn(async (query: Query) => (query.cursor ? page(['3']) : page(['1', '2'], 'c1')));
    const { result } = renderHook(
      () => usePagedList<Row, Query>(['rows'], fetcher, { q: '  acme ', status: '' }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(fetcher.mock.calls[0]?.[0]).toEqual({ q: 'acme', limit: 20 });
    expect(result.current.query).toEqual({ q: 'acme' });
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.loadMore());
    expect(fetcher.mock.calls[1]?.[0]).toEqual({ q: 'acme', limit: 20, cursor: 'c1' });
    await waitFor(() => expect(result.current.items.map((r) => r._id)).toEqual(['1', '2', '3']));
    expect(result.current.hasMore).toBe(false);

    act(() => result.current.replace({ _id: '2', name: 'Renamed' }));
    act(() => result.current.remove('1'));
    await waitFor(() =>
      expect(result.current.items).toEqual([
        { _id: '2', name: 'Renamed' },
        { _id: '3', name: 'Row 3' },
      ]),
    );
  });

  it('maps the filters through toQuery, with the page size given', async () => {
    const fetcher = vi.fn(async (_query: { term?: string; limit?: number }) => page(['1']));
    const { result } = renderHook(
      () =>
        usePagedList(['rows'], fetcher, { q: ' x ', day: '2025-01-02' }, 5, (f) => ({
          term: `${f.q.trim()}@${f.day}`,
        })),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(fetcher.mock.calls[0]?.[0]).toEqual({ term: 'x@2025-01-02', limit: 5 });
    expect(result.current.query).toEqual({ term: 'x@2025-01-02' });
  });

  it('aborts the request in flight when the filters change, and keeps an error for reload', async () => {
    const signals: AbortSignal[] = [];
    let fail = false;
    const fetcher = vi.fn((_query: Query, signal?: AbortSignal) => {
      if (signal) signals.push(signal);
      if (fail) return Promise.reject(new Error('down'));
      return signals.length === 1 ? new Promise<CursorPage<Row>>(() => {}) : Promise.resolve(page(['9']));
    });
    const { result } = renderHook(() => usePagedList<Row, Query>(['rows'], fetcher, {}), { wrapper });
    expect(result.current.loading).toBe(true);
    act(() => result.current.setFilters({ status: 'open' }));
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(true);
    expect(fetcher.mock.calls[1]?.[0]).toEqual({ status: 'open', limit: 20 });

    fail = true;
    await act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toHaveLength(1);
  });
});
