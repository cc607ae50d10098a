import { PASSWORD_POLICY } from '@app/shared/constants';
import { ROLE_LABELS, ROLES } from '@app/shared/roles';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

const POOL_NAME = 'site-local';
const CLIENT_NAME = 'site-spa';

/** Creates (once) the pool, the SPA client and one group per role; returns their ids. */
export async function ensureUserPool(endpoint: string): Promise<{ userPoolId: string; clientId: string }> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
          },
        },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      }),
    );
    userPoolId = created.UserPool?.Id as string;
  }
  const clients = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        GenerateSecret: false,
      }),
    );
    clientId = created.UserPoolClient?.ClientId as string;
  }
  const groups = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(groups.Groups?.map((g) => g.GroupName));
  for (const role of ROLES) {
    if (!existing.has(role)) {
      await cognito.send(
        new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role, Description: ROLE_LABELS[role] }),
      );
    }
  }
  cognito.destroy();
  return { userPoolId, clientId };
}

/** The first SuperAdmin: created confirmed with a known password, once. */
export async function ensureSuperAdmin(
  endpoint: string,
  userPoolId: string,
  email: string,
  password: string,
): Promise<boolean> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return false;
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: 'SuperAdmin' }),
  );
  cognito.destroy();
  return true;
}
