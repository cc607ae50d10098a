import { type RouteDef, routeKey, routesOf } from '@app/shared/api-routes';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { NotFoundError } from './errors';
import type { HandlerDef } from './handler';
import { ok } from './http';
import { auditLog } from './middleware/audit-log';
import { authContext } from './middleware/auth-context';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { opsMetrics } from './middleware/ops-metrics';
import { requestLog } from './middleware/request-log';
import { validate } from './middleware/validate';

// biome-ignore lint/suspicious/noExplicitAny: handlers differ in body and query types
export type AnyHandlerDef = HandlerDef<any, any>;

/** State the middlewares hand to each other and to the dispatcher. */
export interface RequestState {
  route: RouteDef;
  def: AnyHandlerDef;
  body: unknown;
  query: unknown;
  user: import('./handler').AuthUser | null;
}

export type Request = middy.Request<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  Context
>;

/** Per-invocation state, keyed by the event object so concurrent local calls never share it. */
const states = new WeakMap<APIGatewayProxyEventV2, RequestState>();

export function requestState(request: Request): RequestState {
  const state = states.get(request.event);
  if (!state) throw new Error('Route state missing');
  return state;
}

/**
 * One Lambda per feature: resolves the route from `event.routeKey`, then runs
 * the shared middy chain (logging, operational figures, errors, JSON body,
 * auth, validation, audit of staff writes) around
 * the route's plain handler. Both API Gateway and the local gateway call this.
 */
export interface FeatureLambdaOptions {
  /** Where audit entries go (tests pass a failing writer); default: the audit log table items. */
  audit?: Parameters<typeof auditLog>;
  /** Where operational figures go; default: the daily ops item. */
  ops?: Parameters<typeof opsMetrics>;
}

export function featureLambda(
  feature: string,
  handlers: Record<string, AnyHandlerDef>,
  routes: readonly RouteDef[] = routesOf(feature),
  options: FeatureLambdaOptions = {},
) {
  const byKey = new Map<string, { route: RouteDef; def: AnyHandlerDef }>();
  for (const route of routes) {
    const def = handlers[route.handler];
    if (!def)
      throw new Error(
        `Route ${routeKey(route)} names handler ${route.handler}, missing in feature ${feature}`,
      );
    byKey.set(routeKey(route), { route, def });
  }
  const routed = new Set(routes.map((r) => r.handler));
  const orphan = Object.keys(handlers).filter((name) => !routed.has(name));
  if (orphan.length > 0)
    throw new Error(`Feature ${feature} has handlers without a route: ${orphan.join(', ')}`);

  const resolveRoute: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
    before: (request) => {
      const found = byKey.get(request.event.routeKey);
      if (!found) throw new NotFoundError(`No route for ${request.event.routeKey}`);
      states.set(request.event, { ...found, body: undefined, query: {}, user: null });
    },
  };

  const dispatch = async (event: APIGatewayProxyEventV2) => {
    const state = states.get(event);
    if (!state) throw new Error('Route state missing');
    const result = await state.def.run({
      event,
      body: state.body,
      query: state.query,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      user: state.user,
      sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
      requestId: event.requestContext?.requestId ?? 'local',
    });
    if (result?.rawBody !== undefined) {
      return { statusCode: result.statusCode ?? 200, headers: result.headers ?? {}, body: result.rawBody };
    }
    return ok(result?.data ?? null, result?.statusCode ?? 200, result?.headers);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(requestLog(feature))
    .use(opsMetrics(...(options.ops ?? [])))
    .use(errorHandler())
    .use(resolveRoute)
    .use(jsonBody())
    .use(authContext())
    .use(validate())
    .use(auditLog(...(options.audit ?? [])))
    .handler(dispatch);
}
