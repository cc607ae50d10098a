import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { endEverySession } from '../lib/end-sessions';
import { logger } from '../lib/logger';

/**
 * The staff pool's PostConfirmation trigger (issue 25 finding 2). A
 * forgot-password reset goes from the browser straight to Cognito, so this
 * is where the server learns of it: like a password change, it ends every
 * session the member had (lib/end-sessions.ts). Other confirmations (there is
 * no self sign-up) pass through. The local stack fires it from
 * services/local/cognito-guess-limits.ts after a reset.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmForgotPassword') return event;
  const sub = event.request.userAttributes.sub;
  if (!sub) throw new Error('PostConfirmation event without the sub attribute');
  try {
    await endEverySession({ sub, username: event.userName, userPoolId: event.userPoolId });
  } catch (error) {
    // Failing the trigger shows the member an error, though the new password is set: they try again.
    logger.error('sessions not ended after a password reset', { error });
    throw error;
  }
  return event;
};
