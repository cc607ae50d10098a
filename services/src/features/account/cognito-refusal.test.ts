import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { describe, expect, it } from 'vitest';
import { refusal } from './cognito-refusal';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('change-password: Cognito refusals', () => {
  it('turns the lockout into a 429 with the lockout text', () => {
    const mapped = refusal(cognitoError('NotAuthorizedException', 'Password attempts exceeded'));
    expect(mapped?.statusCode).toBe(429);
    expect(mapped?.message).toBe(AUTH_TEXTS.lockedOut);
  });

  it('turns throttling into a 429 asking to wait', () => {
    expect(refusal(cognitoError('LimitExceededException', 'Attempt limit exceeded'))?.message).toBe(
      AUTH_TEXTS.tooManyRequests,
    );
  });

  it('leaves a plain wrong password to the handler (400 on the field)', () => {
    expect(refusal(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toBeNull();
    expect(refusal(undefined)).toBeNull();
  });
});
