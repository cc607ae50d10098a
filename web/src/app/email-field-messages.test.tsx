// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import ApplyForm from '../features/careers/components/apply-form';
import { ContactForm } from '../features/leads/components/contact-form';
import { LetsConnectForm } from '../features/leads/components/lets-connect-form';
import { InviteMemberForm } from '../features/members/components/invite-member-form';
import PrivacyPage from '../features/privacy/components/privacy-page';
import { createQueryClient } from '../lib/query-client';
import { installDomStubs } from '../testing/render-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('site-toasts')?.remove();
});

const none = () => {};
/**
 * Every admin and public form with an e-mail field, and its submit button. The meeting form shares
 * the let's-connect fields; sign-in checks with the same hook and schema as forgot password.
 */
const FORMS: [string, () => ReactNode, RegExp][] = [
  ['Contact Us', () => <ContactForm />, /^Submit$/],
  ["Let's Connect", () => <LetsConnectForm />, /^Submit$/],
  ['job application', () => <ApplyForm job={{ _id: 'j1', title: 'Tester' }} />, /^Submit/],
  ['forgot password', () => <ForgotPasswordForm email="" onSent={none} onBack={none} />, /^Send OTP$/],
  ['member invite', () => <InviteMemberForm onInvited={none} />, /^Send invitation$/],
  ['privacy search', () => <PrivacyPage />, /^Find$/],
];

/** Which of the two e-mail messages the page shows (anywhere: under the field, summary, alert). */
function shown(): string[] {
  const text = document.body.textContent ?? '';
  return [MESSAGES.emailRequired, MESSAGES.enterValidEmail].filter((m) => text.includes(m));
}

describe('an e-mail field says one thing at a time (issue 27, item 9)', () => {
  it.each(FORMS)(
    '%s: empty submit, an invalid address, cleared, submitted again',
    async (_name, form, button) => {
      installDomStubs();
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      render(
        <MemoryRouter>
          <QueryClientProvider client={createQueryClient()}>
            <MantineProvider>{form()}</MantineProvider>
          </QueryClientProvider>
        </MemoryRouter>,
      );
      const email = screen.getAllByLabelText(/^E-?mail/i)[0] as HTMLInputElement;
      const submit = () =>
        act(async () => void fireEvent.click(screen.getByRole('button', { name: button })));
      const type = (value: string) =>
        act(async () => {
          fireEvent.input(email, { target: { value } });
          fireEvent.change(email, { target: { value } });
        });

      await submit();
      expect(shown()).toEqual([MESSAGES.emailRequired]);
      await type('jane@');
      expect(shown()).toEqual([]);
      await submit();
      expect(shown()).toEqual([MESSAGES.enterValidEmail]);
      await type('');
      expect(shown()).toEqual([]);
      await submit();
      expect(shown()).toEqual([MESSAGES.emailRequired]);
      // Nothing was sent (the privacy screen reads its request list on opening).
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    },
  );
});
