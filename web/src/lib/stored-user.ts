import { ADMIN_USER_TYPE, AUTH } from '@app/shared/constants';
import { can } from '@app/shared/permissions';
import { isRole } from '@app/shared/roles';

/** The user record the sign-in stores in localStorage under `user` (SPEC §3, §4). */
export interface StoredUser {
  readonly email: string;
  readonly roles: readonly string[];
  readonly type?: string;
}

/** Parses the stored JSON; anything unreadable is logged (SPEC §8) and treated as signed out. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    const { email, roles, type } = value as Record<string, unknown>;
    if (typeof email !== 'string') throw new Error('email missing');
    return {
      email,
      roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
      type: typeof type === 'string' ? type : undefined,
    };
  } catch (error) {
    console.error('Could not parse the stored user', error);
    return null;
  }
}

/** The raw stored value, or null on the server and when storage is blocked. */
function readStoredUserRaw(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(AUTH.userStorageKey);
  } catch {
    return null;
  }
}

/** Amplify-free read of the signed-in user, safe on public pages. */
export function readStoredUser(): StoredUser | null {
  return parseStoredUser(readStoredUserRaw());
}

export function isAdminUser(user: StoredUser | null): boolean {
  return user?.type === ADMIN_USER_TYPE;
}

/**
 * SPEC §2 "admin-only edit and delete" on the blog view: members whose roles
 * grant writing blogs (the shared matrix). Every staff member is of type
 * Admin, so the type alone would show the buttons to HR or Sales too.
 */
export function canManageBlogs(user: StoredUser | null): boolean {
  if (!user) return false;
  return can(user.roles.filter(isRole), 'blogs:write');
}
