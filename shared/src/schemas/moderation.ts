/**
 * Website moderation (SPEC §7: GET /admin/moderation-data, POST
 * /admin/delete/moderations; payloads "not shown", so ours).
 *
 * What needs review: recent public form submissions (contact and
 * lets-connect/schedule-meeting leads of the last 30 days, newest first: spam
 * and abuse get deleted here) and content awaiting approval (blog drafts and
 * scheduled posts, case-study drafts). Deleting a lead also lowers its
 * dashboard count; deleting a post or case study removes it with its images.
 */

import type { LeadForm } from '../leads';
import { recordId } from './common';
import * as z from './zod-mini';

export const MODERATION_KINDS = ['contactLead', 'meetingLead', 'blogPost', 'caseStudy'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION = { windowDays: 30, perSource: 25, maxDelete: 50 } as const;

export interface ModerationItem {
  kind: ModerationKind;
  id: string;
  /** Who or what: a name or a title. */
  title: string;
  /** A short plain-text detail (e-mail and message start, or status and author). */
  detail: string;
  /** ISO time: submitted, or last changed. */
  at: string;
  /** A lead's kind (contact form, let's connect, meeting): its label in the list. */
  form?: LeadForm;
  /** Where staff can open it in the admin area. */
  link?: string;
}

export interface ModerationData {
  submissions: ModerationItem[];
  content: ModerationItem[];
}

export const deleteModerationsSchema = z.object({
  items: z
    .array(z.object({ kind: z.enum(MODERATION_KINDS, { error: 'Unknown item kind.' }), id: recordId }), {
      error: 'Select at least one item.',
    })
    .check(
      z.minLength(1, { error: 'Select at least one item.' }),
      z.maxLength(MODERATION.maxDelete, { error: `Select at most ${MODERATION.maxDelete} items at once.` }),
    ),
});
export type DeleteModerations = z.infer<typeof deleteModerationsSchema>;

export interface DeleteModerationsResult {
  deleted: Array<{ kind: ModerationKind; id: string }>;
  notFound: Array<{ kind: ModerationKind; id: string }>;
}

export const MODERATION_MESSAGES = {
  /** ours */
  deleted: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} deleted`,
} as const;
