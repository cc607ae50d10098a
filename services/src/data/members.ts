import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { isRole, ROLES, type Role } from '@app/shared/roles';
import type { MemberPage, MemberSummary } from '@app/shared/schemas/member';
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  type AttributeType,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoErrorName, USER_POOL_ID } from '../lib/cognito';
import { ValidationError } from '../lib/errors';
import { mapLimited } from '../lib/map-limited';

/**
 * Members live in Cognito only: the user pool is the source of truth for
 * e-mail, status and roles (groups), so there is no DynamoDB copy to keep in
 * step. Lists page with Cognito's own tokens (ListUsers: e-mail prefix filter;
 * ListUsersInGroup: role filter) and read each listed user's groups. That is
 * one AdminListGroupsForUser call per listed member, fine for a staff
 * directory of hundreds (pages of at most 60), as documented in
 * docs/architecture.md.
 */
export interface MemberRecord extends MemberSummary {}

const attr = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value ?? '';

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

async function toSummary(user: UserType): Promise<MemberRecord> {
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

/** The member with this e-mail, or null. Cognito resolves the e-mail alias to the username. */
export async function findMember(email: string): Promise<MemberRecord | null> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: email }));
    return await toSummary({
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

type Cursor = { mode: 'all' | 'role'; token: string };

function encodeCursor(cursor: Cursor | null): string | null {
  return cursor ? Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url') : null;
}

function decodeCursor(value: string | undefined, mode: Cursor['mode']): string | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (parsed.mode === mode && typeof parsed.token === 'string' && parsed.token) return parsed.token;
  } catch {
    // fall through to the validation error
  }
  throw new ValidationError(MEMBER_TEXTS.invalidCursor, { cursor: MEMBER_TEXTS.invalidCursor });
}

/** Cognito's filter language quotes the value; a quote or backslash in it must be escaped. */
export function emailPrefixFilter(prefix: string): string {
  return `email ^= "${prefix.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** Pages scanned at most per request when a role filter and an e-mail prefix are combined. */
const MAX_GROUP_PAGES = 5;

export async function listMembers(query: {
  email?: string;
  role?: Role;
  cursor?: string;
  limit: number;
}): Promise<MemberPage> {
  const email = query.email?.trim().toLowerCase() || undefined;
  try {
    if (!query.role) {
      const page = await cognito.send(
        new ListUsersCommand({
          UserPoolId: USER_POOL_ID,
          Limit: query.limit,
          PaginationToken: decodeCursor(query.cursor, 'all'),
          ...(email ? { Filter: emailPrefixFilter(email) } : {}),
        }),
      );
      // AWS returns at most Limit users; cognito-local ignores Limit and returns
      // them all in one page, so nothing is cut here (it would be lost).
      const users = page.Users ?? [];
      return {
        items: await mapLimited(users, 10, toSummary),
        nextCursor: encodeCursor(page.PaginationToken ? { mode: 'all', token: page.PaginationToken } : null),
      };
    }
    // ListUsersInGroup has no filter: match the e-mail prefix here, reading on
    // until the page is full, the group ends or MAX_GROUP_PAGES were read.
    const users: UserType[] = [];
    let token = decodeCursor(query.cursor, 'role');
    for (let pages = 0; pages < MAX_GROUP_PAGES && users.length < query.limit; pages++) {
      const page = await cognito.send(
        new ListUsersInGroupCommand({
          UserPoolId: USER_POOL_ID,
          GroupName: query.role,
          Limit: query.limit - users.length,
          NextToken: token,
        }),
      );
      for (const u of page.Users ?? [])
        if (!email || attr(u.Attributes, 'email').startsWith(email)) users.push(u);
      token = page.NextToken;
      if (!token) break;
    }
    return {
      items: await mapLimited(users, 10, toSummary),
      nextCursor: encodeCursor(token ? { mode: 'role', token } : null),
    };
  } catch (error) {
    if (cognitoErrorName(error) === 'InvalidParameterException' && query.cursor)
      throw new ValidationError(MEMBER_TEXTS.invalidCursor, { cursor: MEMBER_TEXTS.invalidCursor });
    throw error;
  }
}

/** How many members hold a role (for the last-SuperAdmin rule). */
export async function countRole(role: Role): Promise<number> {
  let count = 0;
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersInGroupCommand({ UserPoolId: USER_POOL_ID, GroupName: role, Limit: 60, NextToken: token }),
    );
    count += page.Users?.length ?? 0;
    token = page.NextToken;
  } while (token);
  return count;
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
