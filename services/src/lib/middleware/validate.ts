import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ValidationError } from '../errors';
import { parseOrThrow } from '../zod-errors';
import { requestState } from './request-state';

/** Validates body and query with the handler's zod schemas: 400 `{message, errors: {field: message}}`. */
export function validate(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: (request) => {
      const state = requestState(request);
      const { def } = state;
      if (def.body) {
        if (state.body === undefined) throw new ValidationError('Request body is required');
        state.body = parseOrThrow(def.body, state.body);
      }
      const query = request.event.queryStringParameters ?? {};
      state.query = def.query ? parseOrThrow(def.query, query) : query;
    },
  };
}
