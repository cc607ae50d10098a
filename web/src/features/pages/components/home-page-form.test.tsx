// @vitest-environment jsdom
import { HOME_SEED } from '@app/shared/pages/seed/home';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { installDomStubs } from '../../../testing/render-route';
import type { PageDocument } from '../api/pages';
import { HomePageForm } from './home-page-form';

const fetchMock = vi.fn<typeof fetch>();
const page: Extract<PageDocument, { kind: 'home' }> = {
  id: 'home',
  path: '/',
  title: 'Home',
  kind: 'home',
  status: 'published',
  version: 4,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'writer@example.com',
  content: HOME_SEED,
  draft: null,
};

beforeEach(() => {
  installDomStubs();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('/api/v1');
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home page editor (issue 31)', () => {
  it('shows SPEC §1 claim stats read-only, names the claims a text keeps, and saves the edited slide', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: page }), { status: 200 }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          {/* The draft time's zone note links to the member's settings. */}
          <MemoryRouter>
            <HomePageForm page={page} onReload={() => {}} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    for (const label of ['Stat 1: figure', 'Stat 1: label', 'Stat 2: figure', 'Stat 2: label'])
      expect((screen.getByLabelText(label) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Stat 3: figure') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove stat 1' })).toBeNull();
    expect(screen.getByText('Must keep “$15,000 to $30,000” (site specification).')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Slide 2: heading'), { target: { value: 'Apps people love' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/admin/pages/home');
    const body = JSON.parse(String(init.body));
    expect(body.version).toBe(4);
    expect(body.content.hero.slides[1].heading).toBe('Apps people love');
    expect(body.content.stats).toEqual(HOME_SEED.stats);
  });
});
