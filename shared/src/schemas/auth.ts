/**
 * Sign-in, password reset, account creation, user profile and auth state
 * (SPEC §3, §4, §5).
 *
 * Decisions:
 * - Passwords are NOT trimmed (spaces may be part of a password); they are
 *   required, and new passwords need 12 to 128 characters and nothing else
 *   (PASSWORD_POLICY, which both user pools apply), checked here too because
 *   cognito-local does not enforce it. Sign-in only checks presence.
 * - A password mismatch is reported on confirmPassword: 'Password do not match'.
 * - OTP: exactly 6 digits after trimming.
 * - The user profile keeps unknown fields (the spec shows only roles). roles
 *   accepts an array or API Gateway's '[HR Sales]' string; unknown names are
 *   dropped. userType (optional) is 'Admin' for admin users.
 */

import { FIELD_LIMITS, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES, maxLengthMessage } from '../messages';
import { ROLES, rolesFromGroupsClaim } from '../roles';
import { emailField } from './common';
import { displayNameSchema } from './member';
import * as z from './zod-mini';

const passwordMax = { error: maxLengthMessage('Password', FIELD_LIMITS.password) };

/** Any non-empty password (sign-in). */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .check(
    z.minLength(1, { error: MESSAGES.passwordRequired, abort: true }),
    z.maxLength(FIELD_LIMITS.password, passwordMax),
  );

/** A password being set: 12 to 128 characters, no composition rules (PASSWORD_POLICY). */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .check(
    z.minLength(1, { error: MESSAGES.passwordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort, abort: true }),
    z.maxLength(FIELD_LIMITS.password, passwordMax),
  );

export const otpSchema = z
  .string({ error: MESSAGES.otpInvalid })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.otpInvalid }));

/** Sign-in: a valid e-mail is required ('Enter valid email'). */
export const loginSchema = z.object({
  email: emailField(),
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Forgot password: sends a 6-digit OTP by e-mail. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

function passwordsMatch(
  value: { password: string; confirmPassword: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsMismatch });
  }
}

/** New password + confirmation. */
export const newPasswordPairSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string({ error: MESSAGES.passwordRequired }) })
  .check(z.superRefine(passwordsMatch));
export type NewPasswordPair = z.infer<typeof newPasswordPairSchema>;

/** Reset with the e-mailed OTP. */
export const passwordResetSchema = z
  .object({
    email: emailField(),
    otp: otpSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .check(z.superRefine(passwordsMatch));
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** First sign-in of an invited member (NEW_PASSWORD_REQUIRED): their display name and password. */
export const newAccountSchema = z
  .object({
    ...displayNameSchema.shape,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .check(z.superRefine(passwordsMatch));
export type NewAccountInput = z.infer<typeof newAccountSchema>;

/** First-time account creation for an invited member. */
export const createAccountSchema = z
  .object({
    email: emailField(),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .check(z.superRefine(passwordsMatch));
export type CreateAccountInput = z.infer<typeof createAccountSchema>;

/** Signed-in password change (POST /admin/change-password; payload ours). */
export const changePasswordSchema = z
  .object({
    currentPassword: passwordSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .check(z.superRefine(passwordsMatch));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** GET /user/get-profile -> data.data. */
export const userProfileSchema = z.looseObject({
  email: z.optional(z.string()),
  userType: z.optional(z.string()),
  roles: z.preprocess((claim) => rolesFromGroupsClaim(claim), z.array(z.enum(ROLES))),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Auth state: signed out is { user: null, token: '' }. */
export interface AuthState {
  readonly user: UserProfile | null;
  readonly token: string;
}

export const SIGNED_OUT: AuthState = { user: null, token: '' };
