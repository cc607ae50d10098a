// @vitest-environment jsdom
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { ABOUT_SEED } from '@app/shared/pages/seed/about';
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
import { AboutPageForm } from './about-page-form';

const fetchMock = vi.fn<typeof fetch>();
const page: Extract<PageDocument, { kind: 'about' }> = {
  id: 'about-us',
  path: '/about-us',
  title: 'About us',
  kind: 'about',
  status: 'published',
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'writer@example.com',
  content: ABOUT_SEED,
  draft: null,
};

beforeEach(() => {
  fetchMock.mockReset();
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

describe('about page editor (issue 31)', () => {
  it("shows SPEC's headings and project names read-only and saves the edited texts with the version", async () => {
    // The image fields read their focal points (GET); the save is the one PUT.
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: page }), { status: 200 }));
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          {/* The draft controls' zone note links to the member's settings. */}
          <MemoryRouter>
            <AboutPageForm page={page} onReload={() => {}} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const fixed: [string, string][] = [
      ['Step 3', 'Design Build & Test'],
      ['Card 2', 'Mission'],
      ['Project 1', 'CareConnect'],
    ];
    for (const [label, value] of fixed) {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      expect(field.readOnly).toBe(true);
      expect(field.value).toBe(value);
    }
    expect(screen.getAllByText(PAGE_MESSAGES.fixed)).toHaveLength(10);

    fireEvent.change(screen.getByLabelText('Planning: description'), {
      target: { value: 'We plan in public.' },
    });
    fireEvent.change(screen.getByLabelText('Goals: image alt text'), { target: { value: 'A dartboard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0] as [string, RequestInit];
    expect(url).toContain('/admin/pages/about-us');
    const body = JSON.parse(String(init.body));
    expect(body.version).toBe(2);
    expect(body.content.steps[1]).toEqual({ heading: 'Planning', description: 'We plan in public.' });
    expect(body.content.cards[2].alt).toBe('A dartboard');
  });

  it('edits a waiting draft: the note, Save draft sends the draft, Publish draft the version; no live Save', async () => {
    const steps = ABOUT_SEED.steps.map((st, i) =>
      i === 0 ? { ...st, description: 'Drafted listening.' } : st,
    );
    const drafted = {
      ...page,
      status: 'draft' as const,
      version: 5,
      draft: {
        content: { ...ABOUT_SEED, steps },
        publishAt: null,
        updatedAt: '2026-11-21T10:00:00.000Z',
        updatedBy: 'drafter@example.com',
      },
    };
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: drafted }), { status: 200 }),
    );
    const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          <MemoryRouter>
            <AboutPageForm page={drafted} onReload={() => {}} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('draft-note').textContent).toContain('drafter@example.com');
    expect((screen.getByLabelText('Understand Needs: description') as HTMLTextAreaElement).value).toBe(
      'Drafted listening.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Planning: description'), { target: { value: 'Plan v2.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    const [draftUrl, draftInit] = sent('PUT')[0] as [string, RequestInit];
    expect(draftUrl).toContain('/admin/pages/about-us/draft');
    const body = JSON.parse(String(draftInit.body));
    expect(body).toMatchObject({ version: 5, publishAt: null });
    expect(body.content.steps.map((st: { description: string }) => st.description).slice(0, 2)).toEqual([
      'Drafted listening.',
      'Plan v2.',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Publish draft' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const [publishUrl, publishInit] = sent('POST')[0] as [string, RequestInit];
    expect(publishUrl).toContain('/admin/pages/about-us/publish');
    expect(JSON.parse(String(publishInit.body))).toEqual({ version: 5 });
  });
});
