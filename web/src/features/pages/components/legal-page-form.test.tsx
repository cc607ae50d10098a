// @vitest-environment jsdom
import { LEGAL_SEED } from '@app/shared/pages/seed/legal';
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
import { LegalPageForm } from './legal-page-form';

const fetchMock = vi.fn<typeof fetch>();
const GENERATED = [
  { heading: 'How long we keep your data', paragraphs: ['Enquiries are kept for 2 years.'] },
];
const page: Extract<PageDocument, { kind: 'legal' }> = {
  id: 'privacy-policy',
  path: '/privacy-policy',
  title: 'Privacy Policy',
  kind: 'legal',
  status: 'published',
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'writer@example.com',
  content: LEGAL_SEED['privacy-policy'],
  generated: GENERATED,
  lastUpdated: '2026-11-27',
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

describe('legal page editor (issue 31)', () => {
  it('shows the heading and the generated blocks read-only and saves only the prose', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: page }), { status: 200 }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          {/* The draft controls' zone note links to the member's settings. */}
          <MemoryRouter>
            <LegalPageForm page={page} onReload={() => {}} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText('Page heading') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('How long we keep your data')).toBeTruthy();
    // The generated text is shown, but in no field a writer could change.
    expect(screen.getByText('Enquiries are kept for 2 years.').closest('textarea, input')).toBeNull();
    expect(screen.getByText('Nov 27, 2026').getAttribute('datetime')).toBe('2026-11-27');

    fireEvent.change(screen.getByLabelText('Section 2 paragraph 1'), {
      target: { value: 'We never sell data.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/admin/pages/privacy-policy');
    const body = JSON.parse(String(init.body));
    expect(body.version).toBe(3);
    expect(body.content.sections[1].paragraphs).toEqual(['We never sell data.']);
    expect(JSON.stringify(body)).not.toContain('How long we keep your data');
  });

  it('edits the search snippet under "Search and sharing", with character counts and the server\'s field errors', async () => {
    // A page staff never gave a snippet: empty fields with the built one as placeholder.
    const fresh = { ...page, content: { ...page.content } };
    fetchMock.mockClear();
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          message: 'Meta description must be at most 320 characters.',
          errors: { 'content.seo.description': 'Meta description must be at most 320 characters.' },
        }),
        { status: 400 },
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          <MemoryRouter>
            <LegalPageForm page={fresh} onReload={() => {}} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('group', { name: 'Search and sharing' })).toBeTruthy();
    expect(screen.getByText('0 / 60 characters')).toBeTruthy();
    expect(screen.getByLabelText('Meta title').getAttribute('placeholder')).toBe('Privacy Policy');
    fireEvent.change(screen.getByLabelText('Meta description'), { target: { value: 'What we collect.' } });
    const title = 'Your privacy at Moondive: what we keep, why, for how long and how to ask';
    fireEvent.change(screen.getByLabelText('Meta title'), { target: { value: title } });
    expect(
      screen.getByText(
        `${title.length} / 60 characters · For best SEO, keep the title to 60 characters or fewer.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('16 / 170 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body.content.seo).toEqual({ title, description: 'What we collect.' });
    expect(await screen.findAllByText('Meta description must be at most 320 characters.')).not.toHaveLength(
      0,
    );
  });
});
