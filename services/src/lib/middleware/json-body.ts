import { LIMITS } from '@app/shared/constants';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { requestState } from './request-state';

/**
 * Decodes and parses a JSON body. Oversized bodies get 413, a non-JSON
 * content type 415, and malformed JSON a clear 400.
 */
export function jsonBody(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: (request) => {
      const state = requestState(request);
      const { event } = request;
      if (event.body === undefined || event.body === null || event.body === '') return;
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      const limit = state.def.maxBodyBytes ?? LIMITS.maxJsonBodyBytes;
      if (Buffer.byteLength(raw, 'utf8') > limit) {
        throw new PayloadTooLargeError(`Request body is larger than ${Math.round(limit / 1024)} KB`);
      }
      const contentType = (
        event.headers?.['content-type'] ??
        event.headers?.['Content-Type'] ??
        ''
      ).toLowerCase();
      const textAllowed = state.def.acceptsTextPlain && contentType.startsWith('text/plain');
      if (contentType && !contentType.includes('json') && !textAllowed) throw new UnsupportedMediaTypeError();
      try {
        state.body = JSON.parse(raw);
      } catch {
        throw new ValidationError('Malformed JSON in request body');
      }
    },
  };
}
