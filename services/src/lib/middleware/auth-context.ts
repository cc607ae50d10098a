import { permissionsFor } from '@app/shared/permissions';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { currentMember, type TokenIdentity } from '../current-member';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { AuthUser } from '../handler';
import { requestState } from './request-state';

type Claims = Record<string, unknown>;

/** Who the verified ID token names; null for no token or a token that is not an ID token. */
export function tokenIdentity(claims: Claims | undefined): (TokenIdentity & { email: string }) | null {
  if (!claims || typeof claims.sub !== 'string') return null;
  if (claims.token_use !== undefined && claims.token_use !== 'id') return null;
  // `iat` is a number in a raw token and a string through API Gateway's authorizer.
  const issuedAt = Number(claims.iat);
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    issuedAt: Number.isFinite(issuedAt) ? issuedAt : 0,
  };
}

export type ResolveMember = (
  token: TokenIdentity,
  options: { fresh: boolean },
) => Promise<{ email: string; roles: AuthUser['roles']; displayName?: string }>;

/** Routes that change who may do what read the member record fresh, never from the 5 s cache. */
const FRESH_ACCESS = new Set(['members:manage']);

/**
 * The JWT has already been verified by API Gateway's JWT authorizer (or the
 * local gateway, which does the same). Here its claims say who is calling;
 * what they may do comes from their member record (lib/current-member.ts),
 * so a removal or demotion takes effect within 5 s whatever the token says.
 * 401 without a token or for a revoked one, 403 without the route's permission.
 */
export function authContext(
  resolve: ResolveMember = currentMember,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      const state = requestState(request);
      const access = state.route.access;
      if (access === 'public') return;
      const authorizer = (request.event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } })
        ?.authorizer;
      const token = tokenIdentity(authorizer?.jwt?.claims);
      if (!token) throw new UnauthorizedError();
      const member = await resolve(
        { sub: token.sub, issuedAt: token.issuedAt },
        { fresh: FRESH_ACCESS.has(access) },
      );
      state.user = {
        sub: token.sub,
        email: member.email || token.email,
        roles: member.roles,
        permissions: permissionsFor(member.roles),
        ...(member.displayName ? { displayName: member.displayName } : {}),
      };
      if (!state.user.permissions.has(access)) throw new ForbiddenError();
    },
  };
}
