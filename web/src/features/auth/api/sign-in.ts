import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { ensureAmplify } from './amplify-config';

export type SignInResult = { kind: 'signedIn'; idToken: string } | { kind: 'newPasswordRequired' };

async function currentIdToken(forceRefresh = false): Promise<string | null> {
  ensureAmplify();
  const session = await fetchAuthSession({ forceRefresh });
  return session.tokens?.idToken?.toString() ?? null;
}

async function finish(step: string): Promise<SignInResult> {
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { kind: 'newPasswordRequired' };
  if (step !== 'DONE')
    throw Object.assign(new Error(`Unsupported sign-in step ${step}`), { name: 'UnsupportedStep' });
  const idToken = await currentIdToken();
  if (!idToken) throw new Error('Cognito returned no ID token');
  return { kind: 'signedIn', idToken };
}

/** Cognito sign-in with e-mail and password (USER_PASSWORD_AUTH; see amplify-config). */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  ensureAmplify();
  const attempt = () =>
    signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    return await finish((await attempt()).nextStep.signInStep);
  } catch (error) {
    // A Cognito session left over from before (our cookie already gone): end it and try once more.
    if ((error as { name?: string }).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return finish((await attempt()).nextStep.signInStep);
  }
}

/** Answers NEW_PASSWORD_REQUIRED: the invited member chooses their own password. */
export async function completeNewPassword(password: string): Promise<SignInResult> {
  ensureAmplify();
  const result = await confirmSignIn({ challengeResponse: password });
  return finish(result.nextStep.signInStep);
}

/**
 * A new ID token from Cognito (refresh-token flow) before each profile refresh:
 * the roles are groups inside the token, so a role change made by an admin
 * reaches this session within one refresh (SPEC §4 reload on roles change).
 */
export function freshIdToken(): Promise<string | null> {
  return currentIdToken(true).catch(() => null);
}

export async function signOutOfCognito(): Promise<void> {
  ensureAmplify();
  await signOut();
}

/**
 * Signs in again with a new password after a password change ended every
 * session (issue 25): Amplify's old session is dropped first (its refresh
 * token is already revoked). The new ID token, or null when Cognito asks for more.
 */
export async function signInAgain(email: string, password: string): Promise<string | null> {
  ensureAmplify();
  await signOut().catch(() => undefined);
  const result = await signInWithPassword(email, password);
  return result.kind === 'signedIn' ? result.idToken : null;
}
