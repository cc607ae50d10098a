import { groupsFor } from '@app/shared/permissions';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/**
 * The signed-in member's profile (SPEC §7: returned as data.data). Roles and
 * display name come from the member record (the auth step), so a role change
 * shows here within 5 s even though the token still carries the old groups.
 */
export const getProfile = defineHandler({
  run: async ({ user }) => {
    if (!user) throw new UnauthorizedError();
    return {
      data: {
        data: {
          id: user.sub,
          email: user.email,
          displayName: user.displayName ?? null,
          roles: user.roles,
          groups: groupsFor(user.roles),
          permissions: [...user.permissions].sort(),
          type: 'Admin',
        },
      },
    };
  },
});
