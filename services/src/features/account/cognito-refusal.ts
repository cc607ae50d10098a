import { AUTH_TEXTS, isLockout } from '@app/shared/auth-errors';
import { cognitoErrorName } from '../../lib/cognito';
import { TooManyRequestsError } from '../../lib/errors';

const THROTTLED = new Set([
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);

/**
 * Cognito's lockout (`NotAuthorizedException: Password attempts exceeded`)
 * and throttling become a 429 with a clear text; anything else is left to the
 * caller (null). cognito-local has no lockout, so this is unit-tested.
 */
export function refusal(error: unknown): TooManyRequestsError | null {
  const name = cognitoErrorName(error);
  if (isLockout({ name, message: (error as Error | undefined)?.message }))
    return new TooManyRequestsError(AUTH_TEXTS.lockedOut);
  if (THROTTLED.has(name)) return new TooManyRequestsError(AUTH_TEXTS.tooManyRequests);
  return null;
}
