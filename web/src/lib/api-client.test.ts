import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, NetworkError, setApiBase, setAuthToken } from './api-client';
import { GENERIC_ERROR_MESSAGE } from './api-error';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('/api/v1');
  setAuthToken(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the token header when set and drops it after clearing', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: {} }));

    setAuthToken('id-token-1');
    await apiRequest('GET', '/user/get-profile');
    expect(lastRequest().headers.token).toBe('id-token-1');

    setAuthToken(null);
    await apiRequest('GET', '/user/get-profile');
    expect(lastRequest().headers).not.toHaveProperty('token');
  });

  it('unwraps the { data } envelope and builds the URL from apiBase and query', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { data: { roles: ['HR'] } } }));
    setApiBase('https://api.example.com/api/v1/');

    const result = await apiRequest<{ data: { roles: string[] } }>('GET', '/blogs/recommended', {
      query: { blogId: 'b1', industry: 'Finance', page: 2, skip: undefined },
    });

    expect(result).toEqual({ data: { roles: ['HR'] } });
    expect(lastRequest().url).toBe(
      'https://api.example.com/api/v1/blogs/recommended?blogId=b1&industry=Finance&page=2',
    );
    expect(lastRequest().init.method).toBe('GET');
  });

  it('sends JSON bodies with a content type, FormData untouched', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(201, { data: { ok: true } }));

    await apiRequest('POST', '/contact/contact-us', { body: { name: 'Ann' } });
    expect(lastRequest().init.body).toBe('{"name":"Ann"}');
    expect(lastRequest().headers['content-type']).toBe('application/json');

    const form = new FormData();
    form.append('title', 'Hello');
    await apiRequest('POST', '/blogs/publish-blog', { body: form });
    expect(lastRequest().init.body).toBe(form);
    expect(lastRequest().headers).not.toHaveProperty('content-type');
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/blogs/delete')).resolves.toBeUndefined();
  });

  it('turns a 400 with field errors into an ApiError carrying them', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Invalid request', errors: { email: 'Enter valid email' } }),
    );

    const error = await apiRequest('POST', '/contact/contact-us', { body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid request',
      errors: { email: 'Enter valid email' },
      hasServerMessage: true,
    });
  });

  it('falls back to a generic message for a non-JSON error body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>502 Bad Gateway</html>', { status: 502 }));

    const error = await apiRequest('GET', '/admin/show-count').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
      errors: {},
      hasServerMessage: false,
    });
  });

  it('ignores a JSON error body of the wrong shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 42, errors: ['x'] }));

    const error = await apiRequest('GET', '/admin/show-count').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 500, message: GENERIC_ERROR_MESSAGE, errors: {} });
  });

  it('rejects a 2xx body without the envelope', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(apiRequest('GET', '/admin/show-count')).rejects.toMatchObject({ status: 200 });
  });

  it('reports a network failure as NetworkError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiRequest('GET', '/admin/show-count').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('rethrows an abort unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    const error = await apiRequest('GET', '/admin/show-count', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(DOMException);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('buildUrl', () => {
  it('adds a leading slash and skips an empty query', () => {
    expect(buildUrl('health', {})).toBe('/api/v1/health');
  });
});
