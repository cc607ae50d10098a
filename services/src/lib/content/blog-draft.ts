/**
 * Drafts beside a published post (issue 31 item 3; schemas/blog-draft.ts).
 * The draft is kept on the post's own item, so a draft save, a publish and a
 * discard are each one versioned put (409 when stale; of two overlapping
 * sweeps only one publishes), each with its revision. The live fields, and
 * with them the page, lists, sitemap and feed, change only on publish, which
 * goes through the one save path (updateBlog: sanitised, images and slug
 * checked, pages rendered).
 */
import * as clock from '@app/shared/clock';
import { BLOG_LABELS } from '@app/shared/revision-labels';
import { changeSummary } from '@app/shared/revisions';
import { BLOG_DRAFT_MESSAGES, type BlogDraftSave } from '@app/shared/schemas/blog-draft';
import { BLOG_MESSAGES, type BlogSave, isLive } from '@app/shared/schemas/blog-publish';
import { DRAFT_REVISION_TEXTS, PAGE_DRAFT_MESSAGES } from '@app/shared/schemas/page-preview';
import { getBlogBySlug, replaceBlog, requireBlog, type StoredBlog } from '../../data/blog';
import { attachImages, releaseImages } from '../../data/media-ref';
import { assertVersion } from '../../data/record-version';
import { ConflictError, ValidationError } from '../errors';
import { endBlogPreviews, refreshBlogPreviews } from './blog-preview';
import { blogRevisionContent, recordDraftRevision } from './blog-revision';
import { checkImages, heldImages, owner, prepare, updateBlog } from './blog-service';

async function current(id: string, expected: number): Promise<StoredBlog> {
  const blog = await requireBlog(id);
  assertVersion(blog, expected, BLOG_MESSAGES.notFound);
  return blog;
}

/** The post as a visitor would see it with its draft published. */
const withDraft = (blog: StoredBlog): StoredBlog =>
  blog.draft ? { ...blog, ...(blog.draft.fields as Partial<StoredBlog>) } : blog;

/** Images the previous version held that the next one does not: released. */
async function releaseDropped(id: string, previous: StoredBlog, next: StoredBlog): Promise<void> {
  const kept = new Set(heldImages(next));
  await releaseImages(
    heldImages(previous).filter((p) => !kept.has(p)),
    owner(id),
  );
}

/** Stores the form as the post's draft; the live post stays as it is. */
export async function saveBlogDraft(
  id: string,
  input: BlogDraftSave,
  by: string,
  now = clock.now(),
): Promise<StoredBlog> {
  const { version: expected, publishAt: asked, ...form } = input;
  const previous = await current(id, expected);
  // A post unpublished by its schedule keeps its waiting draft editable; any other post not live is saved directly.
  if (!isLive(previous, now) && !previous.draft) throw new ValidationError(BLOG_DRAFT_MESSAGES.notLive);
  const publishAt = asked ? new Date(asked).toISOString() : null;
  if (publishAt && Date.parse(publishAt) <= now.getTime())
    throw new ValidationError(PAGE_DRAFT_MESSAGES.publishAtPast, {
      publishAt: PAGE_DRAFT_MESSAGES.publishAtPast,
    });
  // The fields as a publish stores them (sanitised, meta defaults), without the live post's status and times.
  const {
    status: _s,
    publishAt: _p,
    unpublishAt: _u,
    wordCount: _w,
    readingTime: _r,
    ...fields
  } = prepare({ ...form, status: 'published' } as BlogSave, previous, now);
  await checkImages(fields as Partial<StoredBlog>, id);
  if (fields.slug !== previous.slug) {
    // Claimed on publish; refused now when another post holds it, so Publish does not fail later.
    const holder = await getBlogBySlug(String(fields.slug));
    if (holder && holder._id !== id)
      throw new ConflictError(BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });
  }
  const at = now.toISOString();
  const next: StoredBlog = {
    ...previous,
    draft: { fields, updatedBy: by, updatedAt: at, publishAt },
    draftPublishAt: publishAt ?? undefined,
  };
  next.version = await replaceBlog(next, expected);
  const shown = withDraft(next);
  const summary = changeSummary(
    blogRevisionContent(withDraft(previous)),
    blogRevisionContent(shown),
    BLOG_LABELS,
  );
  await recordDraftRevision(previous, next.version, shown, {
    by,
    at,
    summary: DRAFT_REVISION_TEXTS.draft(summary),
  });
  await attachImages(heldImages(next), owner(id));
  await releaseDropped(id, previous, next);
  await refreshBlogPreviews(next, now);
  return next;
}

/** Makes the draft the live post (a member's Publish, or the sweep at its time). */
export async function publishBlogDraft(
  id: string,
  expected: number,
  by: string,
  summary: string = DRAFT_REVISION_TEXTS.published,
  now = clock.now(),
): Promise<StoredBlog> {
  const previous = await current(id, expected);
  if (!previous.draft) throw new ValidationError(BLOG_DRAFT_MESSAGES.noDraft);
  const live = isLive(previous, now);
  // The post keeps its status and times: a live post stays live from its first publication.
  const status = live ? 'published' : previous.status;
  const input = {
    ...previous.draft.fields,
    status,
    ...(status === 'scheduled' ? { publishAt: previous.publishAt } : {}),
    ...(status !== 'draft' && previous.unpublishAt ? { unpublishAt: previous.unpublishAt } : {}),
    version: expected,
  };
  const saved = await updateBlog(id, input as never, { by, summary, dropDraft: true }, now);
  await endBlogPreviews(id);
  return saved;
}

/** Drops the draft; the live post stays. */
export async function discardBlogDraft(
  id: string,
  expected: number,
  by: string,
  now = clock.now(),
): Promise<StoredBlog> {
  const previous = await current(id, expected);
  if (!previous.draft) throw new ValidationError(BLOG_DRAFT_MESSAGES.noDraft);
  const next: StoredBlog = { ...previous, draft: undefined, draftPublishAt: undefined };
  next.version = await replaceBlog(next, expected);
  await recordDraftRevision(previous, next.version, next, {
    by,
    at: now.toISOString(),
    summary: DRAFT_REVISION_TEXTS.discarded,
  });
  await releaseDropped(id, previous, next);
  await endBlogPreviews(id);
  return next;
}
