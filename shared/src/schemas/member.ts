/**
 * Members (SPEC §3 "Member", §5 "Member invite", §6).
 *
 * Decisions:
 * - Roles are the Cognito group names of ROLES (roles.ts); the spec's label
 *   "Content Writer" is accepted as ContentWriter. A missing or empty list gets
 *   'Please select at least one role'; an unknown name gets "Unknown role ..."
 *   naming the valid ones. Duplicates are removed and the list is kept in ROLES order.
 * - Member search `q` matches anywhere in the e-mail or the display name
 *   (case and accents ignored), optionally with a role; it is served from the
 *   member records in DynamoDB and paged by an opaque cursor.
 * - A display name is what the site shows for the member (the blog byline):
 *   a person's name (letters, spaces, apostrophes, hyphens, periods; no links
 *   or HTML), at most 80 characters. Asked at first sign-in; editable in Settings.
 */

import { FIELD_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { ROLE_LABELS, ROLES, type Role } from '../roles';
import { emailField, personName } from './common';
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
  // Without duplicates, in ROLES order: the same list whether it comes from a form or from Cognito.
  z.transform((roles: Role[]) => ROLES.filter((r) => roles.includes(r))),
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

/** POST /admin/resend-invite {email}: a new temporary password for a member who never signed in. */
export const memberResendSchema = memberDeleteSchema;

export const DISPLAY_NAME_MAX = 80;
export const displayNameSchema = z.object({ displayName: personName('Display name', DISPLAY_NAME_MAX) });
export type DisplayNameInput = z.infer<typeof displayNameSchema>;

/** Longest member search text (an e-mail is at most FIELD_LIMITS.email). */
export const MEMBER_SEARCH_MAX = FIELD_LIMITS.email;

export const memberFilterSchema = z.object({
  q: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(MEMBER_SEARCH_MAX, {
        error: `Search text must be at most ${MEMBER_SEARCH_MAX} characters.`,
      }),
    ),
  ),
  role: z.optional(z.enum(ROLES, { error: (issue) => unknownRoleMessage(issue.input) })),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

/** Largest page of the member list. */
export const MEMBER_PAGE_MAX = 60;
export const MEMBER_PAGE_DEFAULT = 20;

/** GET /admin/members query: the filter plus paging. Empty strings count as absent. */
export const memberListQuerySchema = z.object({
  q: z.preprocess((v) => (v === '' ? undefined : v), memberFilterSchema.shape.q),
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
  displayName?: string;
  roles: Role[];
  status: string;
  enabled: boolean;
  createdAt?: string;
}

export interface MemberPage {
  items: MemberSummary[];
  nextCursor: string | null;
}
