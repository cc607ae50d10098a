import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { changePasswordSchema } from '@app/shared/schemas/auth';
import {
  ChangePasswordCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoErrorName, USER_POOL_CLIENT_ID } from '../../lib/cognito';
import { endEverySession } from '../../lib/end-sessions';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { logger } from '../../lib/logger';
import { refusal } from './cognito-refusal';

/**
 * POST /admin/change-password {currentPassword, password, confirmPassword}.
 * The current password is checked by signing in with it (USER_PASSWORD_AUTH,
 * the SPA client's flow), and the change is made with that session's access
 * token through ChangePassword, which checks it once more. No admin IAM
 * rights are needed. A wrong current password is a 400 on the field (a 401
 * would read as an expired session); Cognito's lockout is a 429.
 * A changed password ends every session of the member, this one too
 * (lib/end-sessions.ts; issue 25): the SPA signs in again with the new password.
 */
export const changePassword = defineHandler({
  body: changePasswordSchema,
  run: async ({ body, user }) => {
    if (!user?.email) throw new UnauthorizedError();
    let session: { AccessToken?: string; RefreshToken?: string } | undefined;
    try {
      const result = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: USER_POOL_CLIENT_ID,
          AuthParameters: { USERNAME: user.email, PASSWORD: body.currentPassword },
        }),
      );
      session = result.AuthenticationResult;
    } catch (error) {
      const mapped = refusal(error);
      if (mapped) throw mapped;
      const name = cognitoErrorName(error);
      if (['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'].includes(name))
        throw new ValidationError(AUTH_TEXTS.currentPasswordWrong, {
          currentPassword: AUTH_TEXTS.currentPasswordWrong,
        });
      throw error;
    }
    if (!session?.AccessToken)
      throw new ValidationError(AUTH_TEXTS.currentPasswordWrong, {
        currentPassword: AUTH_TEXTS.currentPasswordWrong,
      });
    try {
      await cognito.send(
        new ChangePasswordCommand({
          AccessToken: session.AccessToken,
          PreviousPassword: body.currentPassword,
          ProposedPassword: body.password,
        }),
      );
    } catch (error) {
      const mapped = refusal(error);
      if (mapped) throw mapped;
      if (cognitoErrorName(error) === 'InvalidPasswordException')
        throw new ValidationError(AUTH_TEXTS.passwordPolicy, {
          password: (error as Error).message || AUTH_TEXTS.passwordPolicy,
        });
      throw error;
    } finally {
      // The check above opened a session nobody uses: end it.
      if (session.RefreshToken)
        await cognito
          .send(new RevokeTokenCommand({ Token: session.RefreshToken, ClientId: USER_POOL_CLIENT_ID }))
          .catch((error) =>
            logger.warn('could not revoke the check session', { error: cognitoErrorName(error) }),
          );
    }
    // The password is changed whatever happens next; a failed sign-out is logged, and
    // "Sign out everywhere" in Settings is there to try again.
    await endEverySession({ sub: user.sub }).catch((error) =>
      logger.error('sessions not ended after a password change', { error: cognitoErrorName(error) || error }),
    );
    return { data: { message: AUTH_TEXTS.passwordChanged } };
  },
});
