// @vitest-environment jsdom
import { DEAL_STAGES } from '@app/shared/deals';
import type { Deal, DealBoard } from '@app/shared/schemas/deal';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { DEAL_BOARD_KEY } from './list-deals';
import { useMoveDeal } from './move-deal';

const deal = (id: string, stage: Deal['stage']): Deal => ({
  id,
  version: 1,
  title: `Deal ${id}`,
  value: 100,
  stage,
  probability: 50,
  owner: 'sales@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'sales@example.com',
  enteredStageAt: '2026-01-01T00:00:00.000Z',
});

function board(): DealBoard {
  const out = Object.fromEntries(
    DEAL_STAGES.map((s) => [s, { items: [] as Deal[], nextCursor: null }]),
  ) as unknown as DealBoard;
  out.qualified = { items: [deal('a', 'qualified'), deal('b', 'qualified')], nextCursor: null };
  return out;
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('/api/v1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const client = createQueryClient();
  client.setQueryData(DEAL_BOARD_KEY, board());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMoveDeal(), { wrapper });
  const shown = () => client.getQueryData<DealBoard>(DEAL_BOARD_KEY);
  return { result, shown };
}

describe('useMoveDeal', () => {
  it('moves the card before the server answers', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result, shown } = setup();
    act(() => result.current.mutate({ deal: deal('a', 'qualified'), stage: 'proposal' }));
    await waitFor(() => expect(shown()?.proposal.items.map((d) => d.id)).toEqual(['a']));
    expect(shown()?.qualified.items.map((d) => d.id)).toEqual(['b']);
    expect(shown()?.proposal.items[0]?.stage).toBe('proposal');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/admin/deals/a');
    expect(JSON.parse(String(init?.body))).toEqual({ stage: 'proposal', version: 1 });
    await act(async () =>
      answer(new Response(JSON.stringify({ data: deal('a', 'proposal') }), { status: 200 })),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('puts the card back when the move is refused (409), and keeps the error for the message', async () => {
    const stale = { message: 'Changed by someone else', errors: { version: 'Changed by someone else' } };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(stale), { status: 409 }));
    const { result, shown } = setup();
    act(() => result.current.mutate({ deal: deal('a', 'qualified'), stage: 'negotiation' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(shown()?.qualified.items.map((d) => d.id)).toEqual(['a', 'b']);
    expect(shown()?.negotiation.items).toEqual([]);
    expect(result.current.error).toMatchObject({
      status: 409,
      errors: { version: 'Changed by someone else' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
