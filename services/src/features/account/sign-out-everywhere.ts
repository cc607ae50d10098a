import { AUTH_TEXTS } from '@app/shared/auth-errors';
import { endEverySession } from '../../lib/end-sessions';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/**
 * POST /admin/sign-out-everywhere (ours, issue 25): ends every session of the
 * signed-in member on every device, this one included (lib/end-sessions.ts).
 * A plain sign-out only revokes this device's refresh token.
 */
export const signOutEverywhere = defineHandler({
  run: async ({ user }) => {
    if (!user?.sub) throw new UnauthorizedError();
    await endEverySession({ sub: user.sub });
    return { data: { message: AUTH_TEXTS.signedOutEverywhere } };
  },
});
