import { type RouteDef, routeKey, routesOf } from '@app/shared/api-routes';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { clientIp, markViaCloudFront } from './client-ip';
import { env } from './env';
import { NotFoundError } from './errors';
import type { HandlerContext, HandlerResult } from './handler';
import { ok } from './http';
import { auditLog } from './middleware/audit-log';
import { authContext, type ResolveMember } from './middleware/auth-context';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { opsMetrics } from './middleware/ops-metrics';
import { requestLog } from './middleware/request-log';
import {
  type AnyHandlerDef,
  type RequestState,
  requestState,
  setRequestState,
} from './middleware/request-state';
import { validate } from './middleware/validate';
import { createOriginLock, type OriginLock } from './origin-lock';
import { settle } from './settle';

/**
 * One Lambda per feature: resolves the route from `event.routeKey`, then runs
 * the shared middy chain (logging, operational figures, errors, origin lock,
 * JSON body, auth, validation, audit of staff writes) around the route's plain
 * handler. Both API Gateway and the local gateway call this. The origin lock
 * comes from the environment (off locally; a deployed stage without its
 * secret fails here, at cold start).
 */
export interface FeatureLambdaOptions {
  /** Unit tests pass their own origin lock. */
  originLock?: OriginLock;
  /** Where the auth step reads the member's current roles; unit tests pass their own. */
  resolveMember?: ResolveMember;
  /** Where audit entries go (tests pass a failing writer); default: the audit log table items. */
  audit?: Parameters<typeof auditLog>;
  /** Where operational figures go; default: the daily ops item. */
  ops?: Parameters<typeof opsMetrics>;
}

/** The invocation's Lambda context with the request state the chain built. */
type RoutedContext = Context & { requestState?: RequestState };

export function featureLambda(
  feature: string,
  handlers: Record<string, AnyHandlerDef>,
  routes: readonly RouteDef[] = routesOf(feature),
  options: FeatureLambdaOptions = {},
) {
  const lock = options.originLock ?? createOriginLock({ secretId: env.ORIGIN_SECRET_ID, stage: env.STAGE });
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

  // First: nothing else runs for a request that went around CloudFront.
  const originLock: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
    before: async (request) => {
      if (await lock.check(request.event.headers)) markViaCloudFront(request.event);
    },
  };

  const resolveRoute: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
    before: (request) => {
      const found = byKey.get(request.event.routeKey);
      if (!found) throw new NotFoundError(`No route for ${request.event.routeKey}`);
      setRequestState(request, { ...found, body: undefined, query: {}, user: null });
    },
  };

  // Last before the handler: middy calls a handler with (event, context) only, so the state
  // rides on this invocation's context, as middy's own setToContext middlewares hand values over.
  const handOver: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
    before: (request) => {
      (request.context as RoutedContext).requestState = requestState(request);
    },
  };

  const dispatch = async (event: APIGatewayProxyEventV2, context: RoutedContext) => {
    const state = context.requestState;
    if (!state) throw new Error('Route state missing');
    let committed: HandlerResult | undefined;
    const ctx: HandlerContext<unknown, unknown> = {
      event,
      body: state.body,
      query: state.query,
      params: (event.pathParameters ?? {}) as Record<string, string>,
      user: state.user,
      sourceIp: clientIp(event),
      requestId: event.requestContext?.requestId ?? 'local',
      commit: (answer) => {
        committed = answer;
      },
      routeKey: routeKey(state.route),
      lambdaContext: context,
    };
    const running = state.def.run(ctx);
    const result = await settle(running, context, () => committed, feature);
    state.audit = result?.audit;
    if (result?.rawBody !== undefined) {
      return { statusCode: result.statusCode ?? 200, headers: result.headers ?? {}, body: result.rawBody };
    }
    return ok(result?.data ?? null, result?.statusCode ?? 200, result?.headers);
  };

  // middy's own early timeout answered 503 while the handler went on and stored the lead
  // (issue 14, finding 5); settle() below answers instead, knowing what was committed.
  const lambda = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>({
    timeoutEarlyInMillis: 0,
  })
    .use(requestLog(feature))
    .use(opsMetrics(...(options.ops ?? [])))
    .use(errorHandler())
    .use(originLock)
    .use(resolveRoute)
    .use(jsonBody())
    .use(authContext(options.resolveMember))
    .use(validate())
    .use(auditLog(...(options.audit ?? [])))
    .use(handOver)
    .handler(dispatch);
  // Tests read a route's handler definition (which writes take a query schema) from the deployed entry itself.
  return Object.assign(lambda, { handlerFor: (key: string) => byKey.get(key)?.def });
}
