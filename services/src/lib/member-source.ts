import * as clock from '@app/shared/clock';
import { isRole, ROLES } from '@app/shared/roles';
import type { AdminGetUserCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import type { MemberRecord } from '../data/member-record';
import { env } from './env';
import { traced } from './tracing';

type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');
let loaded: Promise<{ sdk: CognitoSdk; client: InstanceType<CognitoSdk['CognitoIdentityProviderClient']> }>;

/**
 * Cognito, loaded on first use only: the auth step needs it just once per
 * member (a member with no record yet), so no request pays for loading the
 * Cognito SDK at cold start (bench:lambda). Read-only calls (`users:read`).
 */
function cognitoClient() {
  loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
    sdk,
    client: traced(
      new sdk.CognitoIdentityProviderClient({
        region: env.AWS_REGION,
        ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
        maxAttempts: 2,
      }),
    ),
  }));
  return loaded;
}

/**
 * A member record built from what Cognito says now (never from the token):
 * the lazy creation for a member who has no record yet (created before member
 * records existed, or in the Cognito console). Null when Cognito has no such
 * user. They hold an ID token, so they have signed in: status CONFIRMED.
 */
export async function memberRecordFromCognito(sub: string, now = clock.now()): Promise<MemberRecord | null> {
  const { sdk, client } = await cognitoClient();
  let user: AdminGetUserCommandOutput;
  try {
    user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: sub }));
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return null;
    throw error;
  }
  if (user.Enabled === false) return null;
  const groups = await client.send(
    new sdk.AdminListGroupsForUserCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: user.Username,
      Limit: 60,
    }),
  );
  const names = (groups.Groups ?? []).map((g) => g.GroupName).filter(isRole);
  const stamp = now.toISOString();
  return {
    sub,
    email: user.UserAttributes?.find((a) => a.Name === 'email')?.Value?.toLowerCase() ?? '',
    roles: ROLES.filter((r) => names.includes(r)),
    status: 'CONFIRMED',
    validAfter: 0,
    createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : stamp,
    updatedAt: stamp,
  };
}
