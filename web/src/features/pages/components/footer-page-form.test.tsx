// @vitest-environment jsdom
import { FOOTER_PAGE_MESSAGES } from '@app/shared/pages/footer-page';
import { FOOTER_SEED } from '@app/shared/pages/seed/footer';
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
import { FooterPageForm } from './footer-page-form';

const fetchMock = vi.fn<typeof fetch>();
const page: Extract<PageDocument, { kind: 'footer' }> = {
  id: 'footer',
  path: '/',
  title: 'Footer',
  kind: 'footer',
  status: 'published',
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'writer@example.com',
  content: FOOTER_SEED,
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

describe('footer editor: partners (issue 31)', () => {
  it('moves and removes partners, refuses a new one without a logo, saves the list in its order', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          <MemoryRouter>
            <FooterPageForm page={page} onReload={() => {}} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText(/^Partner 1: Name/) as HTMLInputElement).value).toBe(
      'Cloud Partner Network',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move partner 2 up' }));
    expect((screen.getByLabelText(/^Partner 1: Name/) as HTMLInputElement).value).toBe('Data Alliance');
    // The footer has no page of its own: no search snippet to edit.
    expect(screen.queryByRole('group', { name: 'Search and sharing' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove partner 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
    fireEvent.change(screen.getByLabelText(/^Partner 4: Name/), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // No logo yet: the field says so and nothing is sent.
    expect(await screen.findAllByText(FOOTER_PAGE_MESSAGES.logoRequired)).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove partner 4' }));
    fireEvent.change(screen.getByLabelText('Partner 1: Link (optional)'), {
      target: { value: 'data.example.com' },
    });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: page }), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.version).toBe(2);
    expect(body.content.partners).toEqual([
      { name: 'Data Alliance', logo: '/images/partners/data-alliance.svg', link: 'data.example.com' },
      { name: 'Cloud Partner Network', logo: '/images/partners/cloud-partner.svg', link: '' },
      { name: 'AI Collective', logo: '/images/partners/ai-collective.svg', link: '' },
    ]);
  });
});
