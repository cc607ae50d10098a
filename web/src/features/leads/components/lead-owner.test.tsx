// @vitest-environment jsdom
import type { ContactLeadView } from '@app/shared/schemas/lead-admin';
import { RECORD_VERSION_MESSAGES } from '@app/shared/schemas/record-version';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { installDomStubs } from '../../../testing/render-route';
import { LeadOwner } from './lead-owner';

/**
 * The side panel's handover when another tab handed the lead over first: the
 * server's 409 (test/api/lead-owners.test.ts proves it on the stack) shows as
 * the stale message beside the owner, and Reload takes the stored owner and
 * version. Here fetch answers as the server does.
 */
const lead: ContactLeadView = {
  id: 'lead-1',
  version: 1,
  owner: 'a@example.com',
  dateRaised: '2026-11-02T04:30:00.000Z',
  status: 'New',
  notes: [],
  notification: 'sent',
  mails: { notification: { status: 'sent' }, acknowledgement: { status: 'sent' } },
  fullName: 'Jane',
  email: 'j@example.com',
  phoneNumber: '1',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** jsdom has no ResizeObserver; the Select's dropdown (a ScrollArea) observes its viewport. */
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

describe('LeadOwner', () => {
  it('sends the version read, shows the stale message on 409, and Reload takes the stored owner', async () => {
    const members = ['a@example.com', 'b@example.com'].map((email) => ({ email, days: [], version: 1 }));
    const patches: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/availability/away')) return json(200, { data: { items: members } });
      if (init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return json(409, {
          message: RECORD_VERSION_MESSAGES.stale,
          errors: { version: RECORD_VERSION_MESSAGES.stale },
        });
      }
      return json(200, { data: { ...lead, owner: 'c@example.com', version: 2 } });
    });
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme}>
          <LeadOwner kind="contact" lead={lead} onChange={onChange} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const input = screen.getAllByLabelText('Owner').find((el) => el.tagName === 'INPUT');
    fireEvent.click(input as HTMLElement);
    fireEvent.click(
      await screen.findByRole('option', { name: 'b@example.com', hidden: true }, { timeout: 3000 }),
    );
    const alert = await screen.findByTestId('lead-owner-stale');
    expect(alert.textContent).toContain(RECORD_VERSION_MESSAGES.stale);
    expect(patches).toEqual([{ owner: 'b@example.com', version: 1 }]);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ owner: 'c@example.com', version: 2 })),
    );
    expect(screen.queryByTestId('lead-owner-stale')).toBeNull();
  });
});
