import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { memberDeleteSchema } from '@app/shared/schemas/member';
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { countRole, findMember } from '../../data/members';
import { cognito, USER_POOL_ID } from '../../lib/cognito';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/**
 * DELETE /admin/member {email}. Nobody deletes themself, and the last
 * SuperAdmin stays (both 409, checked here on the server whatever the UI shows).
 */
export const deleteMember = defineHandler({
  body: memberDeleteSchema,
  run: async ({ body, user }) => {
    if (user && body.email === user.email.toLowerCase())
      throw new ConflictError(MEMBER_TEXTS.cannotDeleteSelf);
    const member = await findMember(body.email);
    if (!member) throw new NotFoundError(MEMBER_TEXTS.notFound);
    if (user && member.id === user.sub) throw new ConflictError(MEMBER_TEXTS.cannotDeleteSelf);
    if (member.roles.includes('SuperAdmin') && (await countRole('SuperAdmin')) <= 1)
      throw new ConflictError(MEMBER_TEXTS.lastSuperAdmin);
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: USER_POOL_ID, Username: member.id }));
    return { data: { deleted: member.email } };
  },
});
