import { signOutEverywhere } from '../../data/members';
import { logger } from '../../lib/logger';

/**
 * Ends every session of a member whose rights were cut: Cognito's global
 * sign-out (refresh tokens, and access tokens for Cognito's own APIs). The
 * member record's validAfter already makes the server refuse their old ID
 * tokens, so a failure here is logged, not reported: the change is stored.
 */
export async function endSessions(username: string): Promise<void> {
  await signOutEverywhere(username).catch((error) =>
    logger.error('global sign-out failed; old ID tokens are refused by validAfter', { error }),
  );
}
