/**
 * A post's revisions (issue 31): its form's fields (not the counts, author or
 * bookkeeping), one per saved version (data/revision.ts), written after the
 * post's conditional put; a post stored before history keeps its text as
 * "Original text" on its first save.
 */
import { BLOG_LABELS, REVISION_KINDS } from '@app/shared/revision-labels';
import { changeSummary, REVISION_TEXTS } from '@app/shared/revisions';
import type { StoredBlog } from '../../data/blog';
import { deleteRevisions, keepOriginal, putRevision } from '../../data/revision';

const KIND = REVISION_KINDS.blog;

/** What a revision keeps of a post: the form's fields (not the counts, author or bookkeeping). */
export function blogRevisionContent(blog: Partial<StoredBlog>): Record<string, unknown> {
  const {
    _id,
    author,
    authorEmail,
    authorSub,
    createdAt,
    updatedAt,
    version,
    wordCount,
    readingTime,
    pageWrittenFor,
    draft,
    draftPublishAt,
    ...form
  } = blog as StoredBlog;
  return form;
}

/** Who saved and why: the summary is computed from the change unless given (a restore names its version). */
export interface BlogChange {
  by: string;
  summary?: string;
}

/** Stores the saved post's version; `previous` is what it replaced (null for a new post). */
export async function recordBlogRevision(
  blog: StoredBlog,
  previous: StoredBlog | null,
  change: BlogChange,
): Promise<void> {
  if (previous)
    await keepOriginal({
      kind: KIND,
      recordId: blog._id,
      version: previous.version,
      content: blogRevisionContent(previous),
      by: REVISION_TEXTS.originalBy,
      at: previous.updatedAt,
    });
  await putRevision({
    kind: KIND,
    recordId: blog._id,
    version: blog.version,
    content: blogRevisionContent(blog),
    by: change.by,
    at: blog.updatedAt,
    summary:
      change.summary ??
      (previous
        ? changeSummary(blogRevisionContent(previous), blogRevisionContent(blog), BLOG_LABELS)
        : REVISION_TEXTS.created),
  });
}

/**
 * A draft step of a published post (issue 31): `shown` is the post as it would
 * be with the draft ("Draft: …") or as it now is ("Discarded the draft"), so
 * every version has its revision and History lists the drafts.
 */
export async function recordDraftRevision(
  previous: StoredBlog,
  version: number,
  shown: StoredBlog,
  change: { by: string; summary: string; at: string },
): Promise<void> {
  await keepOriginal({
    kind: KIND,
    recordId: previous._id,
    version: previous.version,
    content: blogRevisionContent(previous),
    by: REVISION_TEXTS.originalBy,
    at: previous.updatedAt,
  });
  await putRevision({
    kind: KIND,
    recordId: previous._id,
    version,
    content: blogRevisionContent(shown),
    ...change,
  });
}

/** Revisions are content: a deleted post leaves no text behind. */
export const deleteBlogRevisions = (id: string) => deleteRevisions(KIND, id);
