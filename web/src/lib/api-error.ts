/** Shown when the server gave no usable message (non-JSON body, proxy error page, ...). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * A failed API call. `status` is the HTTP status; `errors` maps field names to
 * messages (400/409 validation failures); `hasServerMessage` tells whether
 * `message` came from the server or is the generic fallback.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly hasServerMessage: boolean;

  constructor(
    status: number,
    message: string,
    options: { errors?: Record<string, string>; hasServerMessage?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.errors = options.errors ?? {};
    this.hasServerMessage = options.hasServerMessage ?? false;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** The request never got an HTTP response (offline, DNS, CORS, connection reset). `status` is 0. */
export class NetworkError extends ApiError {
  constructor(cause?: unknown) {
    super(0, NETWORK_ERROR_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A request cancelled through its AbortSignal; callers normally ignore it. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
