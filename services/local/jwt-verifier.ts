import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

/**
 * Verifies a Cognito ID token the way API Gateway's JWT authorizer does:
 * signature against the pool's JWKS, issuer, audience (the SPA client), expiry
 * and `token_use: id`. Any failure means 401.
 */
export function createJwtVerifier(opts: { issuer: string; audience: string; jwksUrl: string }) {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { cooldownDuration: 1000 });
  return async (token: string): Promise<JWTPayload | null> => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256'],
      });
      if (payload.token_use !== 'id') return null;
      return payload;
    } catch {
      return null;
    }
  };
}

/** API Gateway passes claims as strings and arrays as "[a b]"; handlers see the same here. */
export function stringifyClaims(payload: JWTPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    out[k] = Array.isArray(v) ? `[${v.join(' ')}]` : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}
