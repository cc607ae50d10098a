/**
 * Drafts beside a published post, and share previews of posts (issue 31 item 3).
 *
 * A published post may hold one draft: the whole editor form, checked as a
 * publish would check it (so "Publish" never fails on the draft's fields),
 * kept on the post's own item. The live page, the lists, the sitemap and the
 * feed show the live fields until "Publish" (or the maintenance sweep at the
 * draft's `publishAt`). The routes follow the page drafts' shape beside the
 * posts' admin routes, under blogs:write (shared/src/routes/blogs.ts).
 * Share previews: the same signed `/preview#t=…` links as pages
 * (schemas/page-preview.ts), of a post's draft or of an unpublished post.
 */
import { blogFormSchema } from './blog';
import { recordId } from './common';
import { publishAtField } from './page-preview';
import { withVersion } from './record-version';
import * as z from './zod-mini';

export const BLOG_DRAFT_MESSAGES = {
  draftSaved: 'Draft saved. The live post is unchanged.',
  published: 'Draft published',
  discarded: 'Draft discarded',
  notLive: 'Only a published post keeps a draft beside its live version. Save this post directly.',
  noDraft: 'This post has no draft. Save a draft first.',
  /** A share preview shows the post as it will look, so it needs what a published post needs. */
  previewIncomplete: 'Complete the post (content, industry, tags and images) before sharing a preview.',
  previewLive: 'This post is live. Save a draft to share a preview of your changes.',
} as const;

/** PUT /blogs/admin/draft?id=: the whole form, an optional publish time (null: none), and the version read. */
export const blogDraftSaveSchema = withVersion(
  z.extend(blogFormSchema, { publishAt: z.optional(publishAtField) }),
);
export type BlogDraftSave = z.infer<typeof blogDraftSaveSchema>;

/** ?id=&previewId= of a preview link to revoke. */
export const blogPreviewQuerySchema = z.object({
  id: recordId,
  previewId: recordId,
});

/** A post's draft as the editor sees it (its fields as the form holds them). */
export interface BlogDraftView {
  fields: Record<string, unknown>;
  updatedBy: string;
  updatedAt: string;
  publishAt: string | null;
}
