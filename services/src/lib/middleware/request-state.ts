import type { RouteDef } from '@app/shared/api-routes';
import type { AuditNote } from '@app/shared/schemas/audit';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { AuthUser, HandlerDef } from '../handler';

// biome-ignore lint/suspicious/noExplicitAny: handlers differ in body and query types
export type AnyHandlerDef = HandlerDef<any, any>;

/** State the middlewares hand to each other and to the dispatcher. */
export interface RequestState {
  route: RouteDef;
  def: AnyHandlerDef;
  body: unknown;
  query: unknown;
  user: AuthUser | null;
  /** What the handler reported for the audit log (set after it ran). */
  audit?: AuditNote;
}

export type Request = middy.Request<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  Context,
  { state?: RequestState }
>;

/**
 * This request's state. It lives in middy's `request.internal`, which middy
 * makes anew for every invocation, so overlapping local calls never share it;
 * the route step (feature-lambda.ts) puts it there before any middleware reads it.
 */
export function requestState(request: middy.Request): RequestState {
  const state = (request as Request).internal.state;
  if (!state) throw new Error('Route state missing');
  return state;
}

export function setRequestState(request: middy.Request, state: RequestState): void {
  (request as Request).internal.state = state;
}
