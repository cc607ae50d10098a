import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { HttpError } from './errors';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** Successful responses use the envelope `{ data }` (SPEC §7). */
export function ok(
  data: unknown,
  statusCode = 200,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify({ data }) };
}

export function errorResponse(error: HttpError): APIGatewayProxyStructuredResultV2 {
  const body: Record<string, unknown> = { message: error.message };
  if (error.errors && Object.keys(error.errors).length > 0) body.errors = error.errors;
  return {
    statusCode: error.statusCode,
    headers: { ...JSON_HEADERS, ...error.headers },
    body: JSON.stringify(body),
  };
}
