import { describe, expect, it } from 'vitest';
import {
  createAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordPairSchema,
  passwordResetSchema,
  SIGNED_OUT,
  userProfileSchema,
} from './auth';
import { validationErrors } from './issues';

describe('loginSchema', () => {
  it('requires a valid e-mail and a password', () => {
    expect(loginSchema.parse({ email: 'Me@Example.com', password: ' secret ' })).toEqual({
      email: 'me@example.com',
      password: ' secret ',
    });
    expect(validationErrors(loginSchema, { email: 'nope', password: '' })).toEqual({
      email: 'Enter valid email',
      password: 'Password is required.',
    });
  });

  it('needs only the e-mail to request an OTP', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'me@example.com' }).success).toBe(true);
  });
});

describe('passwordResetSchema', () => {
  const valid = {
    email: 'me@example.com',
    otp: '123456',
    password: 'New-Password-42',
    confirmPassword: 'New-Password-42',
  };

  it('accepts a 6-digit OTP and matching passwords', () => {
    expect(passwordResetSchema.safeParse(valid).success).toBe(true);
    expect(passwordResetSchema.parse({ ...valid, otp: ' 123456 ' }).otp).toBe('123456');
  });

  it.each(['12345', '1234567', '12a456', ''])('rejects the OTP %j', (otp) => {
    expect(validationErrors(passwordResetSchema, { ...valid, otp }).otp).toBe('OTP must be 6 digits.');
  });

  it("reports 'Password do not match' on the confirmation", () => {
    expect(validationErrors(passwordResetSchema, { ...valid, confirmPassword: 'other-password' })).toEqual({
      confirmPassword: 'Password do not match',
    });
  });

  it('requires at least 12 characters (ASVS L2, as the user pool)', () => {
    expect(
      validationErrors(newPasswordPairSchema, { password: 'eleven-char', confirmPassword: 'eleven-char' }),
    ).toEqual({
      password: 'Password must be at least 12 characters.',
    });
    expect(
      validationErrors(newPasswordPairSchema, { password: 'Twelve-char5', confirmPassword: 'Twelve-char5' }),
    ).toEqual({});
  });

  it.each(['all lower case words', 'ALLUPPERCASEONLY', '123456789012', 'NoSymbolsHere42'])(
    'accepts any 12+ characters: no composition rules, as ASVS V2.1.9 asks (%s)',
    (password) => {
      expect(validationErrors(newPasswordPairSchema, { password, confirmPassword: password })).toEqual({});
    },
  );

  it('refuses more than 128 characters', () => {
    const password = 'x'.repeat(129);
    expect(validationErrors(newPasswordPairSchema, { password, confirmPassword: password })).toEqual({
      password: expect.stringContaining('128'),
    });
  });

  it('applies the same rules to account creation', () => {
    expect(
      validationErrors(createAccountSchema, {
        email: 'a@b.co',
        password: 'Long-Enough-pw1',
        confirmPassword: 'x',
      }),
    ).toEqual({ confirmPassword: 'Password do not match' });
  });
});

describe('userProfileSchema', () => {
  it('keeps other fields and drops unknown roles', () => {
    expect(userProfileSchema.parse({ email: 'a@b.co', roles: ['HR', 'Pirate'], name: 'A' })).toEqual({
      email: 'a@b.co',
      roles: ['HR'],
      name: 'A',
    });
  });

  it("reads API Gateway's string form and a missing list", () => {
    expect(userProfileSchema.parse({ roles: '[HR Sales]' }).roles).toEqual(['HR', 'Sales']);
    expect(userProfileSchema.parse({}).roles).toEqual([]);
  });

  it('starts signed out with no user and an empty token', () => {
    expect(SIGNED_OUT).toEqual({ user: null, token: '' });
  });
});
