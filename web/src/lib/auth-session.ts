import { AUTH } from '@app/shared/constants';
import { type UserProfile, userProfileSchema } from '@app/shared/schemas/auth';
import { STORED_USER_EVENT } from './stored-user-event';

export { readTokenCookie } from './token-cookie';

/**
 * Where the session lives in the browser (SPEC §3, §4): the user record in
 * localStorage under `user`, the Cognito ID token in the cookie `token`
 * (Secure and SameSite=Strict outside localhost). Amplify-free, so public
 * pages may read it; the admin area's AuthProvider is the only writer.
 */

function isLocalhost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

/** Plain http on localhost cannot keep a Secure cookie; everywhere else the token is Secure and Strict. */
export function tokenCookieAttributes(host: string): string {
  return isLocalhost(host) ? 'Path=/; SameSite=Lax' : 'Path=/; Secure; SameSite=Strict';
}

const cookieAttributes = () => tokenCookieAttributes(window.location.hostname);

export function writeTokenCookie(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers we support
  document.cookie = `${AUTH.tokenCookie}=${encodeURIComponent(token)}; ${cookieAttributes()}`;
}

export function clearTokenCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeTokenCookie
  document.cookie = `${AUTH.tokenCookie}=; Max-Age=0; ${cookieAttributes()}`;
}

function notify(): void {
  window.dispatchEvent(new Event(STORED_USER_EVENT));
}

/** The stored user record; a record that does not parse is only logged (SPEC §8) and reads as none. */
export function readStoredProfile(): UserProfile | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(AUTH.userStorageKey);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return userProfileSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error('Could not parse the stored user', error);
    return null;
  }
}

export function writeStoredProfile(user: UserProfile): void {
  localStorage.setItem(AUTH.userStorageKey, JSON.stringify(user));
  notify();
}

export function clearStoredProfile(): void {
  localStorage.removeItem(AUTH.userStorageKey);
  notify();
}

/** Roles as a comparable key: order and duplicates do not count as a change. */
export function rolesKey(user: Pick<UserProfile, 'roles'> | null): string {
  return [...new Set(user?.roles ?? [])].sort().join(',');
}
