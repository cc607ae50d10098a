// @vitest-environment jsdom

import { CAREERS_SEED } from '@app/shared/pages/seed/careers';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { installDomStubs } from '../../../testing/render-route';
import type { PageSummary } from '../api/pages';
import { PagesScreen } from './pages-screen';

const fetchMock = vi.fn<typeof fetch>();
const row = (id: string, title: string, status: PageSummary['status']): PageSummary => ({
  id,
  path: `/${id}`,
  title,
  status,
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  fetchMock.mockReset();
  installDomStubs();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('/api/v1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Pages list (issue 31)', () => {
  it('shows each page’s own status: a waiting or scheduled draft is not “Published”', async () => {
    const pages = [
      row('home', 'Home', 'draft'),
      row('footer', 'Footer', 'scheduled'),
      row('careers', 'Careers', 'published'),
    ];
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: pages }), { status: 200 }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          <PagesScreen />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Pages' });
    const status = (title: string) =>
      within(within(table).getByText(title).closest('tr') as HTMLElement).getAllByRole('cell')[1]
        ?.textContent;
    expect(status('Home')).toBe('Draft waiting');
    expect(status('Footer')).toBe('Draft scheduled');
    expect(status('Careers')).toBe('Published');
  });

  it('opens a careers page with its draft controls and a Share tab (every page kind can share a preview)', async () => {
    const careers = {
      ...row('careers', 'Careers', 'published'),
      kind: 'careers',
      updatedBy: 'writer@example.com',
      content: CAREERS_SEED,
      draft: null,
    };
    fetchMock.mockImplementation(async (url) => {
      const data = String(url).endsWith('/admin/pages') ? [careers] : careers;
      return new Response(JSON.stringify({ data }), { status: 200 });
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          {/* The draft controls' zone note links to the member's settings. */}
          <MemoryRouter>
            <PagesScreen />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Careers' }));
    expect(await screen.findByRole('tab', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
