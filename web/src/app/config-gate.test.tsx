// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOMETHING_WENT_WRONG } from '../components/errors/something-went-wrong';
import { buildUrl } from '../lib/api-client';
import { resetRuntimeConfigForTests } from '../lib/runtime-config';
import { installDomStubs } from '../testing/render-route';
import { CONFIG_ERROR_TEXT, ConfigGate } from './config-gate';

const config = {
  apiBase: 'https://api.example.com/api/v1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  region: 'eu-west-1',
  siteUrl: 'https://www.example.com',
};

function renderGate() {
  installDomStubs();
  return render(
    <MantineProvider>
      <ConfigGate>
        <p>app ready</p>
      </ConfigGate>
    </MantineProvider>,
  );
}

beforeEach(() => {
  resetRuntimeConfigForTests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ConfigGate', () => {
  it('shows a loader, then the app with the API base applied', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(config)),
    );
    renderGate();

    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(await screen.findByText('app ready')).toBeTruthy();
    expect(buildUrl('/health')).toBe('https://api.example.com/api/v1/health');
  });

  it('shows the error page when /config.json fails, and retries', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('gone', { status: 500 }))
      .mockResolvedValueOnce(Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();

    expect(await screen.findByRole('heading', { level: 1, name: SOMETHING_WENT_WRONG })).toBeTruthy();
    expect(screen.getByText(CONFIG_ERROR_TEXT)).toBeTruthy();
    expect(screen.queryByText('app ready')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('app ready')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
