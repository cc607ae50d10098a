/**
 * The blog API around the editor form (schemas/blog.ts): saving with a
 * status, the views the API returns and the list queries.
 *
 * Decisions (ours; the spec shows no states for blogs):
 * - status 'published' (the default, what POST /blogs/publish-blog without a
 *   status does), 'scheduled' (with publishAt, public from that instant) or
 *   'draft' (never public). A draft needs only a title and a slug; every other
 *   field is checked when present. Publishing or scheduling needs the full form.
 * - The body is JSON, not multipart: images are uploaded before (presigned),
 *   so the form only carries their /media/ paths.
 * - publishAt is an ISO instant; for 'published' the server sets it (now, or
 *   the first publication time on later updates).
 */

import * as clock from '../clock';
import { FIELD_LIMITS, INDUSTRIES } from '../constants';
import { MESSAGES } from '../messages';
import { type Blog, blogFormSchema, blogSlugSchema } from './blog';
import type { BlogDraftView } from './blog-draft';
import { type CursorPage, recordId, requiredText } from './common';
import { withVersion } from './record-version';
import type { IdView } from './record-view';
import * as z from './zod-mini';

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_MESSAGES = {
  /** ours */
  slugTaken: 'That slug is already used by another post.',
  /** ours */
  publishAtRequired: 'Choose when the post should be published.',
  /** ours */
  publishAtPast: 'The publish time must be in the future.',
  /** ours */
  notFound: 'Blog not found',
  /** ours */
  contentTooLarge: 'The content is too long to store. Please shorten it or split the post.',
  /** ours */
  draftSaved: 'Draft saved',
  /** ours */
  scheduled: 'Blog scheduled',
  /** ours (issue 31): a scheduled unpublish */
  unpublishAtInvalid: 'Choose when the post should be unpublished.',
  /** ours */
  unpublishAtPast: 'The unpublish time must be in the future.',
  /** ours */
  unpublishBeforePublish: 'The unpublish time must be after the publish time.',
} as const;

const publishAtField = z.iso.datetime({ offset: true, error: BLOG_MESSAGES.publishAtRequired });

/** A draft: title and slug; the rest as the form checks it, when given. */
export const blogDraftSchema = z.extend(z.partial(blogFormSchema), {
  title: requiredText('Title', FIELD_LIMITS.blogTitle, MESSAGES.titleEmpty),
  slug: blogSlugSchema,
});

function withDefaultStatus(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && !('status' in value)) {
    return { ...value, status: 'published' };
  }
  return value;
}

/** When a live post leaves the site by itself (issue 31); a draft has none. */
const unpublishAtField = z.optional(
  z.iso.datetime({ offset: true, error: BLOG_MESSAGES.unpublishAtInvalid }),
);

const blogSaveUnion = z.discriminatedUnion(
  'status',
  [
    z.extend(blogFormSchema, {
      status: z.literal('published'),
      publishAt: z.optional(publishAtField),
      unpublishAt: unpublishAtField,
    }),
    z.extend(blogFormSchema, {
      status: z.literal('scheduled'),
      publishAt: publishAtField,
      unpublishAt: unpublishAtField,
    }),
    z.extend(blogDraftSchema, { status: z.literal('draft'), publishAt: z.optional(publishAtField) }),
  ],
  { error: 'Status must be draft, scheduled or published.' },
);

export const blogSaveSchema = z.preprocess(withDefaultStatus, blogSaveUnion);
export type BlogSave = z.infer<typeof blogSaveSchema>;
/** What a client sends (status included). */
export type BlogSaveInput = z.input<typeof blogSaveUnion>;

/** PUT /blogs/update-blog: the form plus the version it was based on (409 when stale). */
export const blogUpdateSchema = withVersion(blogSaveSchema);
export type BlogUpdate = z.infer<typeof blogUpdateSchema>;

/** ?id= of the post to update or delete. */
export const blogIdQuerySchema = z.object({ id: recordId });

export const blogSlugQuerySchema = z.object({
  slug: z
    .string({ error: MESSAGES.invalidSlug })
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.invalidSlug }),
      z.maxLength(FIELD_LIMITS.slug, { error: MESSAGES.invalidSlug }),
    ),
});

export const BLOG_PAGE_SIZE = { default: 9, max: 50 } as const;

export const blogListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(BLOG_PAGE_SIZE.max))),
  industry: z.optional(z.enum(INDUSTRIES, { error: MESSAGES.industryRequired })),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const adminBlogListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(BLOG_PAGE_SIZE.max))),
  /** 'live' = published and scheduled posts (by publish time), 'draft' = drafts (by last change). */
  view: z._default(z.enum(['live', 'draft']), 'live'),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** A public post as the API returns it. */
export type PublicBlog = Blog & { publishAt: string };
/** A public post in a list: everything but the content. */
export type BlogSummary = Omit<PublicBlog, 'content'>;

/** A post as the editor sees it: any status, fields optional for drafts. */
export type AdminBlog = Partial<Blog> &
  Pick<Blog, '_id' | 'title' | 'slug'> & {
    status: BlogStatus;
    publishAt?: string;
    /** When the sweep turns it back into a draft (issue 31: scheduled unpublish). */
    unpublishAt?: string;
    authorEmail?: string;
    createdAt: string;
    updatedAt: string;
    /** Record version (shared/src/schemas/record-version.ts). */
    version: number;
    /** Changes waiting beside the live post (issue 31; schemas/blog-draft.ts). */
    draft?: BlogDraftView;
  };
export type AdminBlogSummary = Omit<AdminBlog, 'content'>;
/** A post as admin responses show it (`id`, not the stored `_id`). */
export type AdminBlogView = IdView<AdminBlog>;
export type AdminBlogSummaryView = IdView<AdminBlogSummary>;

export type Page<T> = CursorPage<T>;

/** Whether a post is visible to the public at `now`: published, and not yet past a scheduled unpublish. */
export function isLive(
  blog: { status: BlogStatus; publishAt?: string; unpublishAt?: string },
  now = clock.now(),
): boolean {
  const t = now.getTime();
  return (
    blog.status !== 'draft' &&
    !!blog.publishAt &&
    Date.parse(blog.publishAt) <= t &&
    !(blog.unpublishAt && Date.parse(blog.unpublishAt) <= t)
  );
}
