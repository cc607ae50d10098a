import { describe, expect, it } from 'vitest';
import {
  AUTH_TEXTS,
  isAccountRefusal,
  isLockout,
  resetErrorText,
  sendOtpErrorText,
  signInErrorText,
} from './auth-errors';
import { MESSAGES } from './messages';

describe('Cognito refusals as staff-facing texts', () => {
  it("maps Cognito's lockout answer to the lockout text", () => {
    const lockout = { name: 'NotAuthorizedException', message: 'Password attempts exceeded' };
    expect(isLockout(lockout)).toBe(true);
    expect(signInErrorText(lockout)).toBe(AUTH_TEXTS.lockedOut);
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['UserNotFoundException', 'User does not exist.'],
    ['InvalidPasswordException', 'Invalid password'],
  ])("maps %s to 'Invalid credentials'", (name, message) => {
    expect(isLockout({ name, message })).toBe(false);
    expect(signInErrorText({ name, message })).toBe(MESSAGES.invalidCredentials);
  });

  it.each([
    ['NetworkError', 'A network error has occurred.'],
    ['TypeError', 'Failed to fetch'],
    ['InternalErrorException', 'Internal error'],
  ])('maps an outage (%s) to the unavailable text, never to a refusal', (name, message) => {
    expect(signInErrorText({ name, message })).toBe(AUTH_TEXTS.serviceUnavailable);
    expect(sendOtpErrorText({ name, message })).toBe(
      `${MESSAGES.errorSendingOtp}. ${AUTH_TEXTS.serviceUnavailable}`,
    );
  });

  it('maps throttling to the wait text', () => {
    expect(signInErrorText({ name: 'LimitExceededException' })).toBe(AUTH_TEXTS.tooManyRequests);
    expect(sendOtpErrorText({ name: 'LimitExceededException' })).toBe(
      `${MESSAGES.errorSendingOtp}. ${AUTH_TEXTS.tooManyRequests}`,
    );
  });

  it('answers account refusals of a reset like a sent code, and a wrong code like a real one (no enumeration)', () => {
    for (const name of ['UserNotFoundException', 'NotAuthorizedException', 'InvalidParameterException'])
      expect(isAccountRefusal({ name })).toBe(true);
    for (const name of ['LimitExceededException', 'NetworkError', 'CodeDeliveryFailureException'])
      expect(isAccountRefusal({ name })).toBe(false);
    expect(isAccountRefusal({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' })).toBe(
      false,
    );
    expect(resetErrorText({ name: 'UserNotFoundException' })).toBe(
      resetErrorText({ name: 'CodeMismatchException' }),
    );
  });

  it("prefixes reset refusals with 'Reset failed'", () => {
    expect(resetErrorText({ name: 'CodeMismatchException' })).toBe(
      `${MESSAGES.resetFailed}: ${AUTH_TEXTS.codeMismatch}`,
    );
    expect(resetErrorText({ name: 'ExpiredCodeException' })).toBe(
      `${MESSAGES.resetFailed}: ${AUTH_TEXTS.codeExpired}`,
    );
    expect(resetErrorText({ name: 'Whatever' })).toBe(MESSAGES.resetFailed);
  });
});
