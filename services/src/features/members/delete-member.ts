import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { memberDeleteSchema } from '@app/shared/schemas/member';
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { putMemberRecord, recordFromCognito } from '../../data/member-record';
import { tombstoneMember } from '../../data/member-record-writes';
import { findMember, isActiveStatus } from '../../data/members';
import { addSuperAdmin, removeSuperAdmin } from '../../data/superadmin-guard';
import { cognito, USER_POOL_ID } from '../../lib/cognito';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { logger } from '../../lib/logger';
import { endSessions } from './member-changes';

/**
 * DELETE /admin/member {email}. Nobody deletes themself, and the last active
 * SuperAdmin stays (both 409, checked here on the server whatever the UI
 * shows). Order: guard, then a tombstone record (the server refuses the
 * member's tokens from here on, and nothing can recreate the record), then
 * Cognito's global sign-out and delete; a failed delete is undone.
 */
export const deleteMember = defineHandler({
  body: memberDeleteSchema,
  run: async ({ body, user }) => {
    if (user && body.email === user.email.toLowerCase())
      throw new ConflictError(MEMBER_TEXTS.cannotDeleteSelf);
    const member = await findMember(body.email);
    if (!member) throw new NotFoundError(MEMBER_TEXTS.notFound);
    if (user && member.id === user.sub) throw new ConflictError(MEMBER_TEXTS.cannotDeleteSelf);
    const wasSuperAdmin = member.roles.includes('SuperAdmin');
    if (wasSuperAdmin) await removeSuperAdmin(member.id, isActiveStatus(member.status, member.enabled));
    const previous = await tombstoneMember(member.id, member.email);
    try {
      await endSessions(member.id);
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: USER_POOL_ID, Username: member.id }));
    } catch (error) {
      const undo = (what: string) => (e: unknown) => logger.error(`could not undo ${what}`, { error: e });
      await putMemberRecord(previous ?? recordFromCognito(member)).catch(undo('the tombstone'));
      if (wasSuperAdmin) await addSuperAdmin(member.id).catch(undo('the guard'));
      throw error;
    }
    // Staff are named by e-mail in the log, as a role change names them (update-member-roles.ts).
    return { data: { deleted: member.email }, audit: { entityId: member.email } };
  },
});
