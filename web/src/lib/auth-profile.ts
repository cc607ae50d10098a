import { ADMIN_USER_TYPE } from '@app/shared/constants';
import { USER_ROUTE_PATHS } from '@app/shared/routes/user';
import { type UserProfile, userProfileSchema } from '@app/shared/schemas/auth';
import { apiRequest } from './api-client';

/** GET /user/get-profile: the profile arrives as data.data (SPEC §7). */
export async function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  const data = await apiRequest<{ data: unknown }>('GET', USER_ROUTE_PATHS.profile, { signal });
  return userProfileSchema.parse(data?.data);
}

/**
 * The profile read from the ID token itself (e-mail and `cognito:groups`),
 * for a member the profile route refuses (a member without roles has no
 * profile:read). The token was just issued by Cognito to this browser; the
 * server still verifies it on every call.
 */
export function profileFromIdToken(token: string): UserProfile {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
  return userProfileSchema.parse({
    id: claims.sub,
    email: claims.email,
    roles: claims['cognito:groups'] ?? [],
    type: ADMIN_USER_TYPE,
  });
}

/** PUT /user/profile: the member's own display name (the byline of their posts). */
export function saveDisplayName(displayName: string): Promise<{ displayName: string }> {
  return apiRequest('PUT', USER_ROUTE_PATHS.updateProfile, { body: { displayName } });
}
