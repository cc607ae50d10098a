import { MESSAGES } from './messages';

/**
 * What staff see when Cognito refuses a sign-in, a reset or a password change.
 * SPEC §8 gives 'Invalid credentials', 'Error sending OTP' and 'Reset failed';
 * the other texts are ours (SPEC leaves them out).
 *
 * Cognito locks an account for a while after repeated wrong passwords and then
 * answers `NotAuthorizedException: Password attempts exceeded`; cognito-local
 * has no lockout, so that answer only happens in AWS and the mapping is
 * unit-tested instead.
 */
export const AUTH_TEXTS = {
  /** ours */
  lockedOut:
    'Too many failed attempts. Your account is temporarily locked; wait a few minutes and try again, or reset your password.',
  /** ours */
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  /** ours */
  codeMismatch: 'The OTP is incorrect. Check the code in your e-mail and try again.',
  /** ours */
  codeExpired: 'The OTP has expired. Request a new one.',
  /** ours */
  passwordPolicy: 'The password does not meet the requirements.',
  /** ours */
  currentPasswordWrong: 'Current password is incorrect.',
  /** ours */
  passwordChanged: 'Password changed successfully',
  /** ours */
  failedToChangePassword: 'Failed to change password',
  /** ours (issue 25: Settings, "Sign out everywhere") */
  signedOutEverywhere: 'Signed out on every device.',
  /** ours */
  signOutEverywhereFailed: 'Could not sign out everywhere. Please try again.',
  /** ours */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** ours: Cognito could not be reached (network error or an AWS-side 5xx) */
  serviceUnavailable:
    'The sign-in service is temporarily unavailable. Please check your connection and try again in a few minutes.',
} as const;

export interface CognitoErrorLike {
  name?: string;
  message?: string;
}

export function isLockout(error: CognitoErrorLike): boolean {
  return error.name === 'NotAuthorizedException' && /attempts exceeded/i.test(error.message ?? '');
}

/** Amplify's names for "Cognito did not answer" (fetch failed) and Cognito's own 5xx errors. */
const UNAVAILABLE = new Set([
  'NetworkError',
  'ERR_NETWORK',
  'InternalErrorException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'TimeoutError',
  'RequestTimeout',
]);

/** An outage, not a refusal: the screen must not say 'Invalid credentials' when Cognito is down. */
export function isServiceUnavailable(error: CognitoErrorLike): boolean {
  if (UNAVAILABLE.has(error.name ?? '')) return true;
  return error.name === 'TypeError' && /fetch|network/i.test(error.message ?? '');
}

/** A sign-in refusal: outage, lockout, throttling or (for any wrong e-mail/password) 'Invalid credentials'. */
export function signInErrorText(error: CognitoErrorLike): string {
  if (isServiceUnavailable(error)) return AUTH_TEXTS.serviceUnavailable;
  if (isLockout(error)) return AUTH_TEXTS.lockedOut;
  if (error.name === 'LimitExceededException' || error.name === 'TooManyRequestsException')
    return AUTH_TEXTS.tooManyRequests;
  return MESSAGES.invalidCredentials;
}

/**
 * Cognito refusals about the account itself (no such user, not allowed in
 * its state, no verified e-mail). The forgot-password screen answers these
 * exactly like a sent code, so it never tells whether an e-mail belongs to a
 * staff account (issue 14); AWS's preventUserExistenceErrors does the same
 * for unknown users. Outages and throttling are still shown.
 */
const ACCOUNT_REFUSALS = new Set([
  'UserNotFoundException',
  'NotAuthorizedException',
  'InvalidParameterException',
  'UserNotConfirmedException',
]);

export function isAccountRefusal(error: CognitoErrorLike): boolean {
  return ACCOUNT_REFUSALS.has(error.name ?? '') && !isLockout(error);
}

/** Requesting the OTP failed (an account refusal is not a failure: see isAccountRefusal). */
export function sendOtpErrorText(error: CognitoErrorLike): string {
  if (isServiceUnavailable(error)) return `${MESSAGES.errorSendingOtp}. ${AUTH_TEXTS.serviceUnavailable}`;
  if (error.name === 'LimitExceededException' || error.name === 'TooManyRequestsException')
    return `${MESSAGES.errorSendingOtp}. ${AUTH_TEXTS.tooManyRequests}`;
  return MESSAGES.errorSendingOtp;
}

/** Confirming the reset failed: 'Reset failed', with the reason when we know it. */
export function resetErrorText(error: CognitoErrorLike): string {
  const reason = {
    CodeMismatchException: AUTH_TEXTS.codeMismatch,
    // Unknown e-mail: the same answer as a wrong code for a real one (no enumeration).
    UserNotFoundException: AUTH_TEXTS.codeMismatch,
    ExpiredCodeException: AUTH_TEXTS.codeExpired,
    InvalidPasswordException: AUTH_TEXTS.passwordPolicy,
    LimitExceededException: AUTH_TEXTS.tooManyRequests,
    TooManyFailedAttemptsException: AUTH_TEXTS.tooManyRequests,
  }[error.name ?? ''];
  return reason ? `${MESSAGES.resetFailed}: ${reason}` : MESSAGES.resetFailed;
}
