import { MESSAGES } from '@app/shared/constants';
import type { AuthState, UserProfile } from '@app/shared/schemas/auth';
import { createContext, useContext } from 'react';

export interface AuthContextValue extends AuthState {
  /** Stores the session: user in localStorage, token in the cookie and the default header. */
  signIn(token: string, user: UserProfile): void;
  /** Clears the cookie, the stored user and the default header (and Cognito's session). */
  signOut(): Promise<void>;
  /** Reloads the profile from GET /user/get-profile now. */
  refreshProfile(): Promise<void>;
  /**
   * After a password change ended every session (issue 25): signs in again
   * with the member's e-mail and the new password and carries on; false (and
   * signed out) when that fails.
   */
  renewSession(password: string): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session; only inside <AuthProvider> (the admin area), otherwise it throws (SPEC §8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(MESSAGES.useAuthOutsideProvider);
  return value;
}
