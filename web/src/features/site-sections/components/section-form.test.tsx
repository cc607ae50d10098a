// @vitest-environment jsdom
import { SECTION_DEFS } from '@app/shared/site-sections';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { setApiBase } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { installDomStubs } from '../../../testing/render-route';
import { SectionForm } from './section-form';

const fetchMock = vi.fn<typeof fetch>();
const hero = SECTION_DEFS.find((d) => d.key === 'home.hero') as (typeof SECTION_DEFS)[number];

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

describe('Edit Section: a save refused field by field (issue 27 items 2 and 9)', () => {
  it("shows the server's field errors in a focused summary and under the fields, with no toast", async () => {
    const refusal = {
      message: 'Invalid input',
      errors: { 'values.heading': 'Heading must be at most 120 characters.' },
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 400 }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider theme={theme}>
          <SectionForm
            def={hero}
            stored={undefined}
            defaults={{ heading: 'Built-in heading', lead: 'Built-in lead' }}
            onChange={() => {}}
            onReload={() => {}}
          />
        </MantineProvider>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'x'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: `Save ${hero.title}` }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain('Heading must be at most 120 characters.');
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByText('Heading must be at most 120 characters.')).toHaveLength(2);
    expect(vi.mocked(notifications.show)).not.toHaveBeenCalled();
  });
});
