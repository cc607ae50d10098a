import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  RuntimeConfigError,
  resetRuntimeConfigForTests,
} from './runtime-config';

const valid = {
  apiBase: '/api/v1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client123',
  cognitoEndpoint: 'http://localhost:9229',
  region: 'us-east-1',
  siteUrl: 'http://localhost:3000',
};

beforeEach(() => resetRuntimeConfigForTests());

describe('loadRuntimeConfig', () => {
  it('fetches /config.json once and exposes it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json(valid));

    const [a, b] = await Promise.all([loadRuntimeConfig(fetchMock), loadRuntimeConfig(fetchMock)]);
    await loadRuntimeConfig(fetchMock);

    expect(a).toEqual(valid);
    expect(b).toBe(a);
    expect(getRuntimeConfig()).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/config.json');
  });

  it('accepts a config without cognitoEndpoint', async () => {
    const { cognitoEndpoint: _omit, ...rest } = valid;
    await expect(loadRuntimeConfig(async () => Response.json(rest))).resolves.toEqual(rest);
  });

  it('rejects an invalid config, naming the fields, and retries on the next call', async () => {
    const bad = vi.fn<typeof fetch>(async () =>
      Response.json({ ...valid, siteUrl: 'nope', region: undefined }),
    );
    const error = await loadRuntimeConfig(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as Error).message).toMatch(/siteUrl/);
    expect((error as Error).message).toMatch(/region/);
    expect(() => getRuntimeConfig()).toThrow(RuntimeConfigError);

    await expect(loadRuntimeConfig(async () => Response.json(valid))).resolves.toEqual(valid);
  });

  it('rejects HTTP errors, non-JSON bodies and network failures', async () => {
    await expect(loadRuntimeConfig(async () => new Response('nf', { status: 404 }))).rejects.toThrow(
      /HTTP 404/,
    );
    await expect(loadRuntimeConfig(async () => new Response('<html>'))).rejects.toThrow(/not valid JSON/);
    await expect(
      loadRuntimeConfig(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow(/Could not reach/);
  });
});
