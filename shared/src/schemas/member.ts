/**
 * Members (SPEC §3 "Member", §5 "Member invite", §6).
 *
 * Decisions:
 * - Roles are the Cognito group names of ROLES (roles.ts); the spec's label
 *   "Content Writer" is accepted as ContentWriter. A missing or empty list gets
 *   'Please select at least one role'; an unknown name gets "Unknown role ..."
 *   naming the valid ones. Duplicates are removed.
 * - Member search takes an optional e-mail prefix (Cognito's ListUsers filter
 *   matches from the start) and an optional role; the list is paged by an
 *   opaque cursor (Cognito's pagination token).
 */

import { FIELD_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { ROLE_LABELS, ROLES, type Role } from '../roles';
import { emailField } from './common';
import * as z from './zod-mini';

/** ours */
export function unknownRoleMessage(value: unknown): string {
  return `Unknown role "${String(value)}". Choose from: ${ROLES.map((r) => ROLE_LABELS[r]).join(', ')}.`;
}

const LABEL_TO_ROLE = new Map<string, Role>(ROLES.map((r) => [ROLE_LABELS[r], r]));

export const memberRoleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (LABEL_TO_ROLE.get(value.trim()) ?? value.trim()) : value),
  z.enum(ROLES, { error: (issue) => unknownRoleMessage(issue.input) }),
);

export const memberRolesSchema = z.pipe(
  z.array(memberRoleSchema, { error: MESSAGES.rolesMin }).check(z.minLength(1, { error: MESSAGES.rolesMin })),
  z.transform((roles: Role[]) => [...new Set(roles)]),
);

export const memberSchema = z.object({
  email: emailField(),
  roles: memberRolesSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberInviteSchema = memberSchema;
export type MemberInvite = z.infer<typeof memberInviteSchema>;

export const memberRolesUpdateSchema = memberSchema;
export type MemberRolesUpdate = z.infer<typeof memberRolesUpdateSchema>;

export const memberDeleteSchema = z.pick(memberSchema, { email: true });
export type MemberDelete = z.infer<typeof memberDeleteSchema>;

export const memberFilterSchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(FIELD_LIMITS.email))),
  role: z.optional(z.enum(ROLES, { error: (issue) => unknownRoleMessage(issue.input) })),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

/** Largest page of the member list (Cognito's ListUsers maximum is 60). */
export const MEMBER_PAGE_MAX = 60;
export const MEMBER_PAGE_DEFAULT = 20;

/** GET /admin/members query: the filter plus paging. Empty strings count as absent. */
export const memberListQuerySchema = z.object({
  email: z.preprocess((v) => (v === '' ? undefined : v), memberFilterSchema.shape.email),
  role: z.preprocess((v) => (v === '' ? undefined : v), memberFilterSchema.shape.role),
  cursor: z.optional(z.string().check(z.maxLength(4096))),
  limit: z._default(
    z.coerce
      .number({ error: `Limit must be a number from 1 to ${MEMBER_PAGE_MAX}.` })
      .check(
        z.int({ error: `Limit must be a number from 1 to ${MEMBER_PAGE_MAX}.` }),
        z.gte(1, { error: `Limit must be a number from 1 to ${MEMBER_PAGE_MAX}.` }),
        z.lte(MEMBER_PAGE_MAX, { error: `Limit must be a number from 1 to ${MEMBER_PAGE_MAX}.` }),
      ),
    MEMBER_PAGE_DEFAULT,
  ),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** A member as the API lists it. `status` is Cognito's (FORCE_CHANGE_PASSWORD until first sign-in). */
export interface MemberSummary {
  id: string;
  email: string;
  roles: Role[];
  status: string;
  enabled: boolean;
  createdAt?: string;
}

export interface MemberPage {
  items: MemberSummary[];
  nextCursor: string | null;
}
