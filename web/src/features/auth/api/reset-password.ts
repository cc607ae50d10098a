import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { ensureAmplify } from './amplify-config';

/** Forgot password: Cognito e-mails a 6-digit OTP (locally to the outbox). */
export async function requestPasswordOtp(email: string): Promise<void> {
  ensureAmplify();
  await resetPassword({ username: email });
}

/** Sets the new password with the e-mailed OTP. */
export async function confirmPasswordReset(email: string, otp: string, password: string): Promise<void> {
  ensureAmplify();
  await confirmResetPassword({ username: email, confirmationCode: otp, newPassword: password });
}
