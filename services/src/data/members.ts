import { isRole, ROLES, type Role } from '@app/shared/roles';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoErrorName, temporaryPassword, USER_POOL_ID } from '../lib/cognito';

/**
 * Members in Cognito, the authority for sign-in and groups. The server reads
 * roles from the member records (member-record.ts) on every request; the
 * member-management handlers change both. Lists and search are served from
 * the records (member-directory.ts), never by scanning the pool.
 */
export interface CognitoMember {
  /**
   * Cognito's username. In a pool that signs in with e-mail (ours) Cognito
   * makes it the user's `sub`, so it is also the key of the member record and
   * the `sub` of their ID tokens.
   */
  id: string;
  email: string;
  roles: Role[];
  status: string;
  enabled: boolean;
  createdAt?: string;
}

const attr = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value ?? '';

/** A member who has signed in at least once and may sign in now. Invitees (FORCE_CHANGE_PASSWORD) are not. */
export function isActiveStatus(status: string | undefined, enabled: boolean | undefined): boolean {
  return enabled !== false && (status === 'CONFIRMED' || status === 'RESET_REQUIRED');
}

export async function rolesOf(username: string): Promise<Role[]> {
  const roles: Role[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new AdminListGroupsForUserCommand({
        UserPoolId: USER_POOL_ID,
        Username: username,
        Limit: 60,
        NextToken: token,
      }),
    );
    for (const g of page.Groups ?? []) if (isRole(g.GroupName)) roles.push(g.GroupName);
    token = page.NextToken;
  } while (token);
  return ROLES.filter((r) => roles.includes(r));
}

async function toMember(user: UserType): Promise<CognitoMember> {
  const username = user.Username ?? '';
  return {
    id: username,
    email: attr(user.Attributes, 'email'),
    roles: await rolesOf(username),
    status: user.UserStatus ?? 'UNKNOWN',
    enabled: user.Enabled ?? true,
    ...(user.UserCreateDate ? { createdAt: new Date(user.UserCreateDate).toISOString() } : {}),
  };
}

/** The member with this e-mail (or username), or null. Cognito resolves the e-mail alias. */
export async function findMember(emailOrUsername: string): Promise<CognitoMember | null> {
  try {
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: emailOrUsername }),
    );
    return await toMember({
      Username: user.Username,
      Attributes: user.UserAttributes,
      UserStatus: user.UserStatus,
      Enabled: user.Enabled,
      UserCreateDate: user.UserCreateDate,
    });
  } catch (error) {
    if (cognitoErrorName(error) === 'UserNotFoundException') return null;
    throw error;
  }
}

/** Is this user an active SuperAdmin in Cognito right now (status at check time, and the group)? */
export async function isActiveSuperAdmin(username: string): Promise<boolean> {
  const member = await findMember(username);
  return !!member && isActiveStatus(member.status, member.enabled) && member.roles.includes('SuperAdmin');
}

/** The usernames in the SuperAdmin group (to seed the guard item once). */
export async function superAdminUsernames(): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersInGroupCommand({
        UserPoolId: USER_POOL_ID,
        GroupName: 'SuperAdmin',
        Limit: 60,
        NextToken: token,
      }),
    );
    for (const u of page.Users ?? []) if (u.Username) names.push(u.Username);
    token = page.NextToken;
  } while (token);
  return names;
}

/** Every member of the pool with their groups, page by page (backfill of member records). */
export async function* allMembers(): AsyncGenerator<CognitoMember> {
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersCommand({ UserPoolId: USER_POOL_ID, Limit: 60, PaginationToken: token }),
    );
    for (const user of page.Users ?? []) yield await toMember(user);
    token = page.PaginationToken;
  } while (token);
}

/** Every member of the pool, counted page by page (staff pools are small). */
export async function countMembers(): Promise<number> {
  let count = 0;
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersCommand({
        UserPoolId: USER_POOL_ID,
        Limit: 60,
        PaginationToken: token,
        AttributesToGet: ['email'],
      }),
    );
    count += page.Users?.length ?? 0;
    token = page.PaginationToken;
  } while (token);
  return count;
}

/** Makes the member's groups exactly `roles`: adds the missing ones first, then removes the rest. */
export async function setRoles(
  username: string,
  current: readonly Role[],
  roles: readonly Role[],
): Promise<void> {
  for (const role of roles.filter((r) => !current.includes(r)))
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: USER_POOL_ID, Username: username, GroupName: role }),
    );
  for (const role of current.filter((r) => !roles.includes(r)))
    await cognito.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: USER_POOL_ID, Username: username, GroupName: role }),
    );
}

/**
 * Signs the member out of every device: Cognito revokes their refresh tokens
 * (and access tokens for Cognito's own APIs). ID tokens stay valid until they
 * expire, which is why the server also checks the record's validAfter.
 */
export async function signOutEverywhere(username: string, userPoolId = USER_POOL_ID): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
}

/** Mails the invitation again with a new temporary password (AdminCreateUser, MessageAction RESEND). */
export async function resendInvitation(email: string): Promise<void> {
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: USER_POOL_ID,
      Username: email,
      MessageAction: 'RESEND',
      TemporaryPassword: temporaryPassword(),
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
}
