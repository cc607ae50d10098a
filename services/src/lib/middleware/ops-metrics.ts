import { routeKey } from '@app/shared/api-routes';
import { COLLECT_ROUTE } from '@app/shared/routes/analytics';
import type { OpsFigure } from '@app/shared/schemas/audit';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type CountOptions, countMetrics } from '../metrics';
import { type Request, requestState } from './request-state';

const BEACON_ROUTE = routeKey(COLLECT_ROUTE);

type Counter = (figures: Partial<Record<OpsFigure, number>>, options?: CountOptions) => void;

function isStaff(request: Request): boolean {
  try {
    return requestState(request).route.access !== 'public';
  } catch {
    return false;
  }
}

/**
 * Operational figures of the request (EMF, lib/metrics.ts): every staff
 * request, and every 4xx / 5xx / 429 answer, the errors per route as well. A
 * successful public request counts nothing here (its feature counts what it
 * did: a lead stored, a beacon accepted). Used before the error handler in the
 * chain, so its onError runs after it and sees the status.
 */
export function opsMetrics(
  count: Counter = countMetrics,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const record = (request: Request) => {
    const status = request.response?.statusCode ?? 200;
    if (isStaff(request)) count({ staffRequests: 1 });
    // A beacon is accepted with 202 (counted or dropped alike) or refused (bad input, daily cap).
    if (request.event.routeKey === BEACON_ROUTE)
      count(status < 400 ? { beaconsAccepted: 1 } : { beaconsRefused: 1 });
    const errors: Partial<Record<OpsFigure, number>> = {};
    if (status >= 500) errors.serverErrors = 1;
    else if (status >= 400) errors.clientErrors = 1;
    if (status === 429) errors.rateLimited = 1;
    // The route as routed (`PUT /api/v1/admin/leads/{id}`), never the raw path with its ids.
    if (Object.keys(errors).length > 0) count(errors, { route: request.event.routeKey || 'unrouted' });
  };
  return {
    after: (request) => record(request as Request),
    onError: (request) => {
      if (request.response) record(request as Request);
    },
  };
}
