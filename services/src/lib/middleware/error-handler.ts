import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { toHttpError } from '../errors';
import { errorResponse } from '../http';
import { logger } from '../logger';

/** The one place where errors become HTTP responses. Unknown errors are logged and never leak details. */
export function errorHandler(): middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2
> {
  return {
    onError: (request) => {
      const http = toHttpError(request.error);
      if (http.statusCode >= 500)
        logger.error('request failed', { error: request.error, status: http.statusCode });
      else logger.info('request refused', { status: http.statusCode, reason: http.message });
      request.response = errorResponse(http);
    },
  };
}
