import { AUTH } from '@app/shared/constants';

/**
 * The Cognito ID token the sign-in keeps in the cookie `token` (SPEC §4), or
 * ''. Its own zod-free module: public pages (the blog staff actions) read it.
 */
export function readTokenCookie(): string {
  const prefix = `${AUTH.tokenCookie}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return '';
}
