// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/constants';
import { errorSummaryTitle } from '@app/shared/messages';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { installDomStubs } from '../../../testing/render-route';
import { InviteMemberForm } from './invite-member-form';

const fetchMock = vi.fn<typeof fetch>();
const onInvited = vi.fn();

beforeEach(() => {
  installDomStubs();
  fetchMock.mockReset();
  onInvited.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('/api/v1');
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme}>
        <InviteMemberForm onInvited={onInvited} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}
const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);
const fill = (email: string) =>
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send invitation|Sending/ }));

describe('InviteMemberForm', () => {
  it('requires a valid e-mail and at least one role before calling the API', async () => {
    mount();
    fill('nope');
    submit();
    // Each message under its field and as a link in the summary at the top, which takes focus.
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain(errorSummaryTitle(2));
    expect(screen.getAllByText(MESSAGES.enterValidEmail)).toHaveLength(2);
    expect(screen.getByText(MESSAGES.rolesMin)).toBeTruthy();
    expect(summary.textContent).toContain(`Roles: ${MESSAGES.rolesMin}`);
    expect(document.activeElement).toBe(summary);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
  });

  it("shows 'Sending...' during the call, then 'Invitation sent successfully!'", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    mount();
    fill('new@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: 'HR' }));
    submit();
    expect(await screen.findByRole('button', { name: MESSAGES.sending })).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ email: 'new@example.com', roles: ['HR'] });
    await act(async () => answer(new Response(JSON.stringify({ data: { member: {} } }), { status: 201 })));
    expect(await screen.findByRole('button', { name: 'Send invitation' })).toBeTruthy();
    expect(shown()).toEqual([MESSAGES.invitationSent]);
    expect(onInvited).toHaveBeenCalledOnce();
  });

  it("shows the 409 explanation at the field and in the summary only, 'Failed to send invitation' for a bare server error, 'Error sending invitation' offline", async () => {
    mount();
    fill('dup@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    const conflict = {
      message: 'A member with this e-mail already exists.',
      errors: { email: 'A member with this e-mail already exists.' },
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(conflict), { status: 409 }));
    submit();
    // Feedback once (issue 27, item 9): under the field and in the summary, no toast saying it again.
    expect((await screen.findByTestId('error-summary')).textContent).toContain(
      'A member with this e-mail already exists.',
    );
    expect(shown()).toEqual([]);

    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    submit();
    await screen.findByRole('button', { name: 'Send invitation' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit();
    await vi.waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()).toEqual([MESSAGES.failedToSendInvitation, MESSAGES.errorSendingInvitation]);
    expect(onInvited).not.toHaveBeenCalled();
  });
});
