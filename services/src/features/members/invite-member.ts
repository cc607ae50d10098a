import * as clock from '@app/shared/clock';
import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { memberInviteSchema } from '@app/shared/schemas/member';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { putMemberRecord } from '../../data/member-record';
import { tombstoneMember } from '../../data/member-record-writes';
import { addSuperAdmin } from '../../data/superadmin-guard';
import { cognito, cognitoErrorName, temporaryPassword, USER_POOL_ID } from '../../lib/cognito';
import { ConflictError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { logger } from '../../lib/logger';

/**
 * POST /admin/add-member {email, roles}: Cognito creates the user with a
 * generated temporary password and mails the invitation (locally to the
 * outbox); the member sets their own password on first sign-in
 * (NEW_PASSWORD_REQUIRED). An existing member gets 409.
 */
export const inviteMember = defineHandler({
  body: memberInviteSchema,
  run: async ({ body, user }) => {
    let username: string;
    try {
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: USER_POOL_ID,
          Username: body.email,
          TemporaryPassword: temporaryPassword(),
          DesiredDeliveryMediums: ['EMAIL'],
          UserAttributes: [
            { Name: 'email', Value: body.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      username = created.User?.Username ?? body.email;
    } catch (error) {
      const name = cognitoErrorName(error);
      if (name === 'UsernameExistsException' || name === 'AliasExistsException')
        throw new ConflictError(MEMBER_TEXTS.alreadyMember, { email: MEMBER_TEXTS.alreadyMember });
      if (name === 'InvalidParameterException')
        throw new ValidationError((error as Error).message || 'Invalid invitation');
      throw error;
    }
    const now = clock.now();
    try {
      for (const role of body.roles)
        await cognito.send(
          new AdminAddUserToGroupCommand({ UserPoolId: USER_POOL_ID, Username: username, GroupName: role }),
        );
      // The member record: listed in the directory at once; invitedAt paces resends.
      await putMemberRecord({
        sub: username,
        email: body.email,
        roles: body.roles,
        status: 'FORCE_CHANGE_PASSWORD',
        validAfter: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        invitedAt: now.toISOString(),
      });
      if (body.roles.includes('SuperAdmin')) await addSuperAdmin(username);
    } catch (error) {
      // A member without the requested roles or record would be a half-done invitation: undo it.
      await tombstoneMember(username, body.email).catch(() => undefined);
      await cognito
        .send(new AdminDeleteUserCommand({ UserPoolId: USER_POOL_ID, Username: username }))
        .catch((undo) => logger.error('could not undo a failed invitation', { error: undo }));
      throw error;
    }
    logger.info('member invited', { by: user?.sub, roles: body.roles });
    return {
      statusCode: 201,
      audit: { entityId: body.email },
      data: {
        member: {
          id: username,
          email: body.email,
          roles: body.roles,
          status: 'FORCE_CHANGE_PASSWORD',
          enabled: true,
          createdAt: now.toISOString(),
        },
      },
    };
  },
});
