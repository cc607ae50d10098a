import { groupsFor } from '@app/shared/permissions';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/** The signed-in member's profile, from the verified token (SPEC §7: returned as data.data). */
export const getProfile = defineHandler({
  run: async ({ user }) => {
    if (!user) throw new UnauthorizedError();
    return {
      data: {
        data: {
          id: user.sub,
          email: user.email,
          roles: user.roles,
          groups: groupsFor(user.roles),
          permissions: [...user.permissions].sort(),
          type: 'Admin',
        },
      },
    };
  },
});
