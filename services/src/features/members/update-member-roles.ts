import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { memberRolesUpdateSchema } from '@app/shared/schemas/member';
import { saveMemberRoles } from '../../data/member-record-writes';
import { findMember, isActiveStatus, setRoles } from '../../data/members';
import { addSuperAdmin, removeSuperAdmin } from '../../data/superadmin-guard';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { logger } from '../../lib/logger';
import { endSessions } from './member-changes';

/**
 * PUT /admin/member-roles {email, roles}: the member's roles become exactly
 * `roles`, in Cognito (groups, so new tokens carry them) and in their member
 * record (what the server enforces). Taking SuperAdmin from the last active
 * SuperAdmin is refused (409) by the guard item (data/superadmin-guard.ts).
 * Removing any role also revokes: validAfter moves to now and Cognito signs
 * the member out everywhere. Adding roles does not: the next profile refresh
 * shows them and the SPA reloads (SPEC §4).
 */
export const updateMemberRoles = defineHandler({
  body: memberRolesUpdateSchema,
  run: async ({ body }) => {
    const member = await findMember(body.email);
    if (!member) throw new NotFoundError(MEMBER_TEXTS.notFound);
    const removed = member.roles.filter((r) => !body.roles.includes(r));
    const losesSuperAdmin = removed.includes('SuperAdmin');
    if (losesSuperAdmin) await removeSuperAdmin(member.id, isActiveStatus(member.status, member.enabled));
    try {
      await setRoles(member.id, member.roles, body.roles);
    } catch (error) {
      if (losesSuperAdmin)
        await addSuperAdmin(member.id).catch((undo) =>
          logger.error('could not undo the guard', { error: undo }),
        );
      throw error;
    }
    // Also records a SuperAdmin made outside the app (the Cognito console) the first time it is saved here.
    if (body.roles.includes('SuperAdmin')) await addSuperAdmin(member.id);
    const revoke = removed.length > 0;
    await saveMemberRoles({ sub: member.id, email: member.email, status: member.status }, body.roles, revoke);
    if (revoke) await endSessions(member.id);
    return {
      data: { member: { ...member, roles: body.roles } },
      audit: { entityId: member.email, changes: { roles: { before: member.roles, after: body.roles } } },
    };
  },
});
