// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { installDomStubs } from '../../../testing/render-route';
import { BlogList } from './blog-list';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  installDomStubs();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('/api/v1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const post = (id: string, title: string, draft?: { publishAt: string | null }) => ({
  id,
  title,
  slug: id,
  status: 'published',
  publishAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  version: 2,
  ...(draft
    ? {
        draft: {
          fields: {},
          updatedBy: 'writer@example.com',
          updatedAt: '2026-11-26T10:00:00.000Z',
          ...draft,
        },
      }
    : {}),
});

describe('BlogList', () => {
  it('marks a live post whose draft waits, and one whose draft is scheduled, as Ghost and Payload do', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          data: {
            items: [
              post('plain', 'Plain post'),
              post('waiting', 'Waiting post', { publishAt: null }),
              post('scheduled', 'Scheduled post', { publishAt: '2026-12-01T09:00:00.000Z' }),
            ],
            nextCursor: null,
          },
        }),
        { status: 200 },
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          <MemoryRouter>
            <BlogList />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
    expect(within(await row('Plain post')).queryByText(/draft/i)).toBeNull();
    expect(within(await row('Waiting post')).getByText('Draft waiting')).toBeTruthy();
    expect(within(await row('Scheduled post')).getByText('Draft scheduled')).toBeTruthy();
  });
});
