/**
 * "Our work" projects (SPEC §2: /our-work, /admin/our-work,
 * /admin/our-work-listings; fields ours): the featured client projects on
 * the Our Work page, shown by position (1 first). Case Studies group.
 */

import { INDUSTRIES } from '../constants';
import { MESSAGES } from '../messages';
import { enumField, linkField, optionalText, recordId, requiredText } from './common';
import { MEDIA_IMAGE_PATH } from './media-upload';
import { withVersion } from './record-version';
import type { IdView } from './record-view';
import * as z from './zod-mini';

export const WORK_MESSAGES = {
  /** ours */
  saved: 'Project saved successfully',
  /** ours */
  deleted: 'Project deleted successfully',
  /** ours */
  notFound: 'Project not found',
  /** ours */
  altRequired: 'Describe the image for people who cannot see it.',
} as const;

const workProjectFields = z
  .object({
    name: requiredText('Project name', 100),
    industry: enumField(INDUSTRIES, MESSAGES.industryRequired),
    summary: requiredText('Summary', 500),
    outcome: requiredText('Outcome', 300),
    image: z.optional(
      z.string().check(z.trim(), z.regex(MEDIA_IMAGE_PATH, { error: 'Images must be uploaded first.' })),
    ),
    imageAlt: optionalText('Image alt text', 250),
    link: z.optional(z.union([z.literal(''), linkField('Link')])),
    position: z._default(
      z.coerce
        .number()
        .check(
          z.int(),
          z.gte(1, { error: 'Position must be between 1 and 999.' }),
          z.lte(999, { error: 'Position must be between 1 and 999.' }),
        ),
      100,
    ),
    published: z._default(z.boolean(), true),
  })
  .check(z.refine((p) => !p.image || !!p.imageAlt, { error: WORK_MESSAGES.altRequired, path: ['imageAlt'] }));
export const workProjectSchema = z.pipe(
  workProjectFields,
  z.transform((p: z.output<typeof workProjectFields>) => ({ ...p, link: p.link || undefined })),
);
export type WorkProjectInput = z.input<typeof workProjectSchema>;
export type WorkProjectForm = z.infer<typeof workProjectSchema>;

/** PUT /admin/our-work/projects?id=: the fields plus the version they were based on. */
export const workProjectUpdateSchema = withVersion(workProjectSchema);

export type WorkProject = WorkProjectForm & {
  _id: string;
  createdAt: string;
  updatedAt: string;
  /** Record version (record-version.ts). */
  version: number;
};

export const workProjectIdQuery = z.object({ id: recordId });

/** A WorkProject as admin responses show it (`id`, not the stored `_id`). */
export type WorkProjectView = IdView<WorkProject>;
