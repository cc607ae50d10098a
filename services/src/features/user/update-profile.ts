import { displayNameSchema } from '@app/shared/schemas/member';
import { setDisplayName } from '../../data/member-record-writes';
import { forgetMember } from '../../lib/current-member';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/**
 * PUT /user/profile {displayName}: the member's own display name (asked at
 * first sign-in, editable in Settings), shown as the byline of their posts.
 */
export const updateProfile = defineHandler({
  body: displayNameSchema,
  run: async ({ body, user }) => {
    if (!user) throw new UnauthorizedError();
    await setDisplayName(user.sub, user.email, body.displayName);
    // get-profile runs in this Lambda too: show the new name on the next read.
    forgetMember(user.sub);
    return { data: { displayName: body.displayName } };
  },
});
