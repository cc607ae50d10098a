/**
 * Members (SPEC §3 "Member", §5 "Member invite", §6).
 *
 * Decisions:
 * - Roles are the Cognito group names of ROLES (roles.ts); an unknown role or
 *   an empty list gets 'Please select at least one role'. Duplicates are removed.
 * - Member search takes an optional e-mail fragment and an optional role.
 */
import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { ROLES } from '../roles';
import { emailField } from './common';

export const memberRolesSchema = z
  .array(z.enum(ROLES, { error: MESSAGES.rolesMin }), { error: MESSAGES.rolesMin })
  .min(1, { error: MESSAGES.rolesMin })
  .transform((roles) => [...new Set(roles)]);

export const memberSchema = z.object({
  email: emailField(),
  roles: memberRolesSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberInviteSchema = memberSchema;
export type MemberInvite = z.infer<typeof memberInviteSchema>;

export const memberRolesUpdateSchema = memberSchema;
export type MemberRolesUpdate = z.infer<typeof memberRolesUpdateSchema>;

export const memberDeleteSchema = memberSchema.pick({ email: true });
export type MemberDelete = z.infer<typeof memberDeleteSchema>;

export const memberFilterSchema = z.object({
  email: z.string().trim().max(FIELD_LIMITS.email).optional(),
  role: z.enum(ROLES).optional(),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;
