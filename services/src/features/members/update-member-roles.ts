import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { memberRolesUpdateSchema } from '@app/shared/schemas/member';
import { countRole, findMember, setRoles } from '../../data/members';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/**
 * PUT /admin/member-roles {email, roles}: the member's roles become exactly
 * `roles`. Taking SuperAdmin from the last SuperAdmin is refused (409), so
 * the pool always keeps someone who can manage members.
 */
export const updateMemberRoles = defineHandler({
  body: memberRolesUpdateSchema,
  run: async ({ body }) => {
    const member = await findMember(body.email);
    if (!member) throw new NotFoundError(MEMBER_TEXTS.notFound);
    const losesSuperAdmin = member.roles.includes('SuperAdmin') && !body.roles.includes('SuperAdmin');
    if (losesSuperAdmin && (await countRole('SuperAdmin')) <= 1)
      throw new ConflictError(MEMBER_TEXTS.lastSuperAdmin);
    await setRoles(member.id, member.roles, body.roles);
    return { data: { member: { ...member, roles: body.roles } } };
  },
});
