import { RESTORE_KEEPS, REVISION_KINDS, withoutKept } from '@app/shared/revision-labels';
import { REVISION_TEXTS } from '@app/shared/revisions';
import { blogIdQuerySchema, blogSaveSchema } from '@app/shared/schemas/blog-publish';
import { idView } from '@app/shared/schemas/record-view';
import { requireBlog, toAdminBlog } from '../../data/blog';
import { blogRevisionContent } from '../../lib/content/blog-revision';
import { updateBlog } from '../../lib/content/blog-service';
import { contentOf, keptRevision, restoreBody, revisionsAnswer } from '../../lib/content/revision-routes';
import { defineHandler } from '../../lib/handler';
import { parseOrThrow } from '../../lib/zod-errors';

const KIND = REVISION_KINDS.blog;

/** GET /blogs/admin/revisions?id= — the post's kept versions, newest first (issue 31). */
export const listBlogRevisions = defineHandler({
  query: blogIdQuerySchema,
  run: async ({ query }) => {
    await requireBlog(query.id);
    return revisionsAnswer(KIND, query.id);
  },
});

/**
 * POST /blogs/admin/restore?id= {revision, version} — the kept version's text
 * saved as a new version through the one save path (sanitised, images and
 * slug checked, pages re-rendered). Its status and publish time stay as now.
 */
export const restoreBlog = defineHandler({
  query: blogIdQuerySchema,
  body: restoreBody,
  run: async ({ query, body, user }) => {
    const current = await requireBlog(query.id);
    const revision = await keptRevision(KIND, query.id, body.revision);
    const keep = blogRevisionContent(current);
    const fields = { ...withoutKept(contentOf(revision), RESTORE_KEEPS.blog), status: keep.status };
    if (keep.publishAt) Object.assign(fields, { publishAt: keep.publishAt });
    if (keep.unpublishAt) Object.assign(fields, { unpublishAt: keep.unpublishAt });
    // Stored data is checked again as input: a kept version restores only if it is still valid.
    const form = parseOrThrow(blogSaveSchema, fields);
    const saved = await updateBlog(
      query.id,
      { ...form, version: body.version },
      { by: user?.email ?? 'unknown', summary: REVISION_TEXTS.restored(body.revision) },
    );
    return { data: idView(toAdminBlog(saved)) };
  },
});
