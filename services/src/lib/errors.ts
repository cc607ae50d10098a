/**
 * Typed errors. Handlers throw these; `toHttpError` is the one place that maps
 * them (and anything unexpected) to an HTTP status and a client message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message = 'Invalid request', errors?: Record<string, string>) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class MethodNotAllowedError extends HttpError {
  constructor(message = 'Method not allowed', allow?: string[]) {
    super(405, message, undefined, allow ? { allow: allow.join(', ') } : undefined);
  }
}
export class ConflictError extends HttpError {
  constructor(message = 'Conflict', errors?: Record<string, string>) {
    super(409, message, errors);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests. Please try again later.', retryAfterSeconds?: number) {
    super(
      429,
      message,
      undefined,
      retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined,
    );
  }
}
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message);
  }
}

/** Network-level failures of a dependency (DynamoDB, S3, ...) become a 503, not a 500. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
]);

export function isDependencyUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; name?: string; cause?: unknown; errors?: unknown[] };
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (Array.isArray(e.errors) && e.errors.some(isDependencyUnavailable)) return true;
  return e.cause !== undefined && e.cause !== error && isDependencyUnavailable(e.cause);
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDependencyUnavailable(error)) return new ServiceUnavailableError();
  return new HttpError(500, 'Something went wrong. Please try again.');
}
