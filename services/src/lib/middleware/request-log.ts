import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger, startRequestKeys } from '../logger';

/** True until this container's first request: the cold start it paid for. */
let coldStart = true;

const started = new WeakMap<object, number>();

/** One structured line per request with route, status and duration. */
export function requestLog(
  feature: string,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const done = (request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>) => {
    const t0 = started.get(request.event) ?? Date.now();
    logger.info('request', {
      feature,
      route: request.event.routeKey,
      status: request.response?.statusCode,
      ms: Date.now() - t0,
    });
  };
  return {
    before: (request) => {
      started.set(request.event, Date.now());
      // Powertools' own key names for Lambda's request id and the cold start (logger.ts says why set here).
      startRequestKeys({
        requestId: request.event.requestContext?.requestId,
        function_request_id: request.context?.awsRequestId,
        cold_start: coldStart,
      });
      coldStart = false;
    },
    after: done,
    onError: (request) => {
      // Runs after the error handler (middy runs onError in reverse), so the status is known.
      if (request.response) done(request);
    },
  };
}
