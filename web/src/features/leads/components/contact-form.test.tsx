// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { nextSteps } from '@app/shared/next-steps';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../../../testing/render-route';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('site-toasts')?.remove();
});

function renderForm() {
  installDomStubs();
  return render(
    <MantineProvider>
      <ContactForm />
    </MantineProvider>,
  );
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactForm', () => {
  it('marks required fields with *, shows the hint and carries the WebMCP attributes', () => {
    const { container } = renderForm();
    expect(screen.getByText(new RegExp(MESSAGES.fillRequired.replace('.', '\\.')))).toBeTruthy();
    const form = container.querySelector('form');
    expect(form?.getAttribute('toolname')).toBe('contactUs');
    expect(form?.getAttribute('tooldescription')).toBeTruthy();
    for (const name of ['name', 'email', 'contactNo', 'message'])
      expect(container.querySelector(`[name="${name}"]`)?.getAttribute('toolparamdescription')).toBeTruthy();
    // Mantine renders the asterisk inside the label of required fields only.
    const asterisks = [...container.querySelectorAll('label')].filter((l) => l.textContent?.includes('*'));
    expect(asterisks.map((l) => l.textContent?.replace('*', '').trim())).toEqual([
      'Name',
      'Email',
      'Contact No.',
    ]);
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = renderForm();
    const trap = container.querySelector('input[name="website2"]');
    expect(trap?.getAttribute('tabindex')).toBe('-1');
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('shows each client-side error next to its field and sends nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    fill(/^Email/, 'jane@localhost');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.enterValidEmail)).toBeTruthy();
    expect(screen.getByText('Contact number is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows server field errors next to their fields', async () => {
    const fetchSpy = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: 'Enter a valid phone number.',
            errors: { contactNo: 'Server says no.' },
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    fill(/^Name/, 'Jane Doe');
    fill(/^Email/, 'jane@example.com');
    fill(/^Contact No/, '+91 98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Server says no.')).toBeTruthy();
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      contactNo: '+91 98765 43210',
      message: '',
      website2: '',
      // The browser's zone: which office's calendar the reply promise counts in (issue 30).
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('replaces the form with the lasting confirmation (what happens next) after a successful submission', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: { id: 'x', message: MESSAGES.formSubmitted } }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderForm();
    fill(/^Name/, 'Jane Doe');
    fill(/^Email/, 'jane@example.com');
    fill(/^Contact No/, '+91 98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const next = nextSteps('contact', { email: 'jane@example.com' });
    expect(await screen.findByRole('heading', { level: 2, name: next.heading })).toBeTruthy();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });

  it.each([
    ['the server is unreachable', () => Promise.reject(new TypeError('Failed to fetch')), /Could not reach/],
    [
      'the server says why (429)',
      async () =>
        new Response(JSON.stringify({ message: 'Too many submissions. Try again in a minute.' }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
      /Too many submissions/,
    ],
  ])(
    "keeps the spec's 'Error in submitting form' in the toast when %s, with the reason",
    async (_, reply, reason) => {
      vi.stubGlobal('fetch', vi.fn(reply));
      renderForm();
      fill(/^Name/, 'Jane Doe');
      fill(/^Email/, 'jane@example.com');
      fill(/^Contact No/, '+91 98765 43210');
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      // The public toast (lib/toast.ts): top-right, the spec's text as its title, the reason below.
      const toast = await waitFor(() => {
        const found = document.querySelector('#site-toasts [role="alert"]');
        if (!found) throw new Error('no toast yet');
        return found;
      });
      expect(toast.querySelector('strong')?.textContent).toBe(MESSAGES.errorInSubmittingForm);
      expect(toast.querySelector('p')?.textContent).toMatch(reason);
      toast.remove();
    },
  );
});
