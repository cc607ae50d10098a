import { permissionsFor } from '@app/shared/permissions';
import { rolesFromGroupsClaim } from '@app/shared/roles';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { type Request, requestState } from '../feature-lambda';
import type { AuthUser } from '../handler';

type Claims = Record<string, unknown>;

/**
 * The JWT has already been verified by API Gateway's JWT authorizer (or the
 * local gateway, which does the same). Here its claims become an AuthUser, and
 * the route's permission from the shared matrix is enforced: 401 without a
 * token, 403 without the permission.
 */
export function userFromClaims(claims: Claims | undefined): AuthUser | null {
  if (!claims || typeof claims.sub !== 'string') return null;
  if (claims.token_use !== undefined && claims.token_use !== 'id') return null;
  const roles = rolesFromGroupsClaim(claims['cognito:groups']);
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    roles,
    permissions: permissionsFor(roles),
  };
}

export function authContext(): middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2
> {
  return {
    before: (request) => {
      const state = requestState(request as Request);
      const authorizer = (request.event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } })
        ?.authorizer;
      state.user = userFromClaims(authorizer?.jwt?.claims);
      const access = state.route.access;
      if (access === 'public') return;
      if (!state.user) throw new UnauthorizedError();
      if (!state.user.permissions.has(access)) throw new ForbiddenError();
    },
  };
}
