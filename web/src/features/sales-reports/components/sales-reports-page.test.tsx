// @vitest-environment jsdom
import type { SalesTotals } from '@app/shared/sales';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { installDomStubs } from '../../../testing/render-route';
import type { SalesSummaryResponse } from '../api/get-sales-report';
import SalesReportsPage from './sales-reports-page';

/**
 * Issue 27 item 3 (bench:admin): the headline figures and the pipeline show
 * from the summary (a few reads by key) without waiting for the full report's
 * Query per day, which is asked for only once the summary is there. Here
 * fetch answers as the server does (test/api/deals.test.ts checks the two
 * views agree on the stack); the full report never answers.
 */
const totals = (leads: number): SalesTotals => ({
  visitors: 900,
  leads,
  deals: 4,
  dealValue: 400_000,
  won: { count: 2, value: 300_000 },
  lost: { count: 1, value: 50_000 },
  winRate: 0.6667,
  money: {
    dealValue: { INR: 400_000, USD: 0 },
    wonValue: { INR: 300_000, USD: 0 },
    lostValue: { INR: 50_000, USD: 0 },
    combined: { dealValue: 400_000, wonValue: 300_000, lostValue: 50_000 },
  },
  averageDealSize: 150_000,
  salesCycleDays: 12,
  firstResponseMinutes: 45,
  responded: 10,
});
const summary: SalesSummaryResponse = {
  from: '2026-10-29',
  to: '2026-11-27',
  ...totals(37),
  previous: { ...totals(20), from: '2026-09-29', to: '2026-10-28' },
  funnel: [{ step: 'visitors', label: 'Visitors', count: 900, rate: null }],
  pipeline: [
    {
      stage: 'qualified',
      label: 'Qualified',
      count: 3,
      value: 90_000,
      valueUSD: 0,
      weighted: 9_000,
      weightedUSD: 0,
    },
  ],
  pipelineTotals: {
    count: 3,
    value: 90_000,
    valueUSD: 0,
    weighted: 9_000,
    weightedUSD: 0,
    valueCombined: 90_000,
    weightedCombined: 9_000,
  },
  currency: { reportingCurrency: 'INR', usdToInr: null, rateLabel: 'INR only' },
  itemsRead: 64,
  backfillPending: false,
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** jsdom has no ResizeObserver; the range picker's SegmentedControl observes its indicator. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  setApiBase('/api/v1');
  installDomStubs();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SalesReportsPage', () => {
  it('shows the KPI cards and the pipeline from the summary while the full report is still being read', async () => {
    const asked: string[] = [];
    let answerFull: (response: Response) => void = () => {};
    const fullAnswer = new Promise<Response>((resolve) => {
      answerFull = resolve;
    });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.searchParams.get('view') ?? 'full');
      if (url.searchParams.get('view') === 'summary') return json({ data: summary });
      return fullAnswer; // the full report's Query per day, still running until the test answers
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme}>
          <SalesReportsPage />
        </MantineProvider>
      </QueryClientProvider>,
    );

    // The first frame already says the report is loading (bench:admin and the layout tests wait on it).
    expect(screen.getByLabelText('Loading the sales report')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-kpi="leads"]')).not.toBeNull());
    // From the first frame with the headline, the breakdowns show as loading (the screen is not "done").
    expect(screen.getByLabelText('Loading the breakdowns')).toBeTruthy();
    expect(container.querySelector('[data-kpi="leads"]')?.textContent).toContain('37');
    expect(container.querySelectorAll('[data-card]')).toHaveLength(7);
    expect(
      screen.getByRole('table', { name: 'Pipeline by stage' }).querySelector('tbody tr')?.textContent,
    ).toContain('Qualified');
    // The summary went first, alone; the full report only after it answered.
    expect(asked[0]).toBe('summary');
    await waitFor(() => expect(asked).toEqual(['summary', 'full']));
    // Until the breakdowns are there, they show as loading and the CSV (which holds them) waits.
    expect(screen.getByLabelText('Loading the breakdowns')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Leads per week' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);

    // Then the breakdowns come in below, the headline unchanged, and the CSV can be saved.
    const noWeeks = { values: [], weeks: [] };
    answerFull(
      json({
        data: {
          ...summary,
          bySource: [
            {
              value: 'search',
              leads: 5,
              deals: 2,
              won: 1,
              wonValue: 100_000,
              wonValueUSD: 0,
              wonValueCombined: 100_000,
            },
          ],
          byCampaign: [],
          leadsByWeek: { form: noWeeks, interest: noWeeks, budget: noWeeks, phase: noWeeks },
          firstResponse: [],
        },
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Loading the breakdowns')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Leads per week' })).toBeTruthy();
    expect(screen.getByText('Search')).toBeTruthy();
    expect(container.querySelector('[data-kpi="leads"]')?.textContent).toContain('37');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
    expect(asked).toEqual(['summary', 'full']);
  });
});
