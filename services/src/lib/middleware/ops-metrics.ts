import type { OpsFigure } from '@app/shared/schemas/audit';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { countOps } from '../../data/ops-counters';
import { type Request, requestState } from './request-state';

type Counter = (figures: Partial<Record<OpsFigure, number>>) => Promise<void>;

function isStaff(request: Request): boolean {
  try {
    return requestState(request).route.access !== 'public';
  } catch {
    return false;
  }
}

/**
 * Operational figures, counted when they happen: every staff request, and
 * every 4xx / 5xx / 429 answer. A successful public request writes nothing.
 * Used before the error handler in the chain, so its onError runs after it
 * and sees the status.
 */
export function opsMetrics(
  count: Counter = countOps,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const record = async (request: Request) => {
    const status = request.response?.statusCode ?? 200;
    const figures: Partial<Record<OpsFigure, number>> = {};
    if (isStaff(request)) figures.staffRequests = 1;
    if (status >= 500) figures.serverErrors = 1;
    else if (status >= 400) figures.clientErrors = 1;
    if (status === 429) figures.rateLimited = 1;
    if (Object.keys(figures).length > 0) await count(figures);
  };
  return {
    after: (request) => record(request as Request),
    onError: async (request) => {
      if (request.response) await record(request as Request);
    },
  };
}
