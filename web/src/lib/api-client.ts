import { API_BASE, type HttpMethod } from '@app/shared/api-routes';
import { AUTH } from '@app/shared/constants';
import { trimEndChar } from '@app/shared/strings';
import { ApiError, GENERIC_ERROR_MESSAGE, isAbortError, NetworkError } from './api-error';

export { ApiError, isAbortError, NetworkError } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  /** Query parameters; null/undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** The ID token for this call, where no signed-in session sets the default (e.g. staff actions on a public page). */
  token?: string;
}

/** SPEC §7: authenticated calls carry the ID token in a header named `token`. */
export const TOKEN_HEADER = AUTH.tokenHeader;

let apiBase = API_BASE;
let authToken: string | null = null;

/** Set from the runtime config at startup (`apiBase`, e.g. `/api/v1` or an absolute URL). */
export function setApiBase(base: string): void {
  apiBase = trimEndChar(base, '/');
}

/** SPEC §4: once signed in every request carries the token; sign-out clears it (pass null). */
export function setAuthToken(token: string | null): void {
  authToken = token || null;
}

export function getAuthToken(): string | null {
  return authToken;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Error body of the backend: `{ message, errors? }`. Checked by hand rather
 * than with zod: this client is on public pages, and zod would add ~17 KB
 * gzip to each page that calls the API.
 */
interface ErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseErrorBody(value: unknown): ErrorBody | null {
  if (!isPlainObject(value)) return null;
  const { message, errors } = value;
  if (message !== undefined && (typeof message !== 'string' || message.length === 0)) return null;
  if (
    errors !== undefined &&
    !(isPlainObject(errors) && Object.values(errors).every((v) => typeof v === 'string'))
  ) {
    return null;
  }
  return { message, errors: errors as Record<string, string> | undefined };
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response).catch(() => ({ ok: false as const }));
  const parsed = body.ok ? parseErrorBody(body.value) : null;
  if (parsed) {
    const { message, errors } = parsed;
    return new ApiError(response.status, message ?? GENERIC_ERROR_MESSAGE, {
      errors,
      hasServerMessage: message !== undefined,
    });
  }
  return new ApiError(response.status, GENERIC_ERROR_MESSAGE);
}

/**
 * Calls `${apiBase}${path}` and returns the `data` of the `{ data }` envelope.
 * Throws `ApiError` for HTTP failures (with field `errors` when the server sent
 * them), `NetworkError` when no response arrived, and rethrows AbortError as is.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const { body, query, signal } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = options.token || authToken;
  if (token) headers[TOKEN_HEADER] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new NetworkError(error);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const result = await readJson(response);
  if (!result.ok || typeof result.value !== 'object' || result.value === null || !('data' in result.value)) {
    throw new ApiError(response.status, GENERIC_ERROR_MESSAGE);
  }
  return (result.value as { data: T }).data;
}
