// @vitest-environment jsdom
import { MESSAGES } from '@app/shared/messages';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { installDomStubs } from '../../../testing/render-route';
import { TestimonialForm } from './testimonial-form';

const fetchMock = vi.fn<typeof fetch>();
const onSaved = vi.fn();

beforeEach(() => {
  installDomStubs();
  fetchMock.mockReset();
  onSaved.mockReset();
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
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme}>
        <TestimonialForm editing={null} onSaved={onSaved} onCancel={() => {}} onReload={() => {}} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill(/^Name/, 'Asha Verma');
  fill(/^Designation/, 'CTO, Acme');
  fill(/^Testimonial/, 'They shipped on time.');
  fireEvent.click(screen.getByRole('button', { name: 'Create testimonial' }));
  return view;
}
const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => [n.color, n.message]);
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });

describe('TestimonialForm feedback', () => {
  it('shows a save refused with field errors once: under the field and in the summary, no toast', async () => {
    const refusal = { message: 'Invalid input', errors: { name: MESSAGES.nameInvalidCharacters } };
    fetchMock.mockResolvedValueOnce(json(refusal, 400));
    mount();
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain(MESSAGES.nameInvalidCharacters);
    expect(document.activeElement).toBe(summary);
    expect(shown()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('after a successful save the emptied fields show no error', async () => {
    const saved = { id: 't1', version: 1, name: 'Asha Verma', designation: 'CTO, Acme', testimonial: 'x' };
    fetchMock.mockResolvedValueOnce(json({ data: saved }, 201));
    const { container } = mount();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(shown()).toEqual([['green', 'Testimonial saved successfully']]);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect(container.querySelectorAll('.mantine-InputWrapper-error')).toHaveLength(0);
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });
});
