/**
 * Share previews of posts (issue 31 item 3): the same preview records and
 * signed `/preview#t=…` links as pages (data/preview-link.ts, PV1), kind
 * `blog`, showing a published post's draft, or an unpublished post, rendered
 * by the post page's own renderer with noindex.
 */
import * as clock from '@app/shared/clock';
import { blogFormSchema } from '@app/shared/schemas/blog';
import { BLOG_DRAFT_MESSAGES } from '@app/shared/schemas/blog-draft';
import { isLive } from '@app/shared/schemas/blog-publish';
import { type StoredBlog, toPublicBlog } from '../../data/blog';
import { deletePreviewLink, openPreviewLinks, refreshPreviewLinks } from '../../data/preview-link';
import { postPageHtml } from '../../static-pages/pages/blog-posts';
import { ValidationError } from '../errors';

/** Preview records of posts are keyed `PREVIEW#blog#<post id>`. */
export const BLOG_PREVIEW_KIND = 'blog';

/** What a preview shows: the draft of a live post, or the post itself while it is not live; null when neither. */
export function previewSubject(blog: StoredBlog, now = clock.now()): StoredBlog | null {
  if (blog.draft) return { ...blog, ...(blog.draft.fields as Partial<StoredBlog>) };
  return isLive(blog, now) ? null : blog;
}

/**
 * The post as it will look once published: its page with noindex. A post not
 * yet complete (an early draft) cannot be shown as a page: a clear 400.
 */
export async function blogPreviewHtml(blog: StoredBlog, now = clock.now()): Promise<string> {
  const subject = previewSubject(blog, now);
  if (!subject) throw new ValidationError(BLOG_DRAFT_MESSAGES.previewLive);
  if (!blogFormSchema.safeParse(subject).success)
    throw new ValidationError(BLOG_DRAFT_MESSAGES.previewIncomplete);
  // Never published: it would go live now (the page shows its date).
  const publishAt = blog.draft?.publishAt ?? (isLive(blog, now) ? blog.publishAt : null) ?? now.toISOString();
  return postPageHtml({ ...toPublicBlog(subject), publishAt }, now, { noindex: true });
}

/** Open links show the post as it now is (after a draft save, or a save of an unpublished post). */
export async function refreshBlogPreviews(blog: StoredBlog, now = clock.now()): Promise<void> {
  if (!previewSubject(blog, now)) return;
  if ((await openPreviewLinks(BLOG_PREVIEW_KIND, blog._id, now)).length === 0) return;
  let html: string;
  try {
    html = await blogPreviewHtml(blog, now);
  } catch (error) {
    // An unpublished post saved incomplete: its links keep the last complete version.
    if (error instanceof ValidationError) return;
    throw error;
  }
  await refreshPreviewLinks(BLOG_PREVIEW_KIND, blog._id, html);
}

/** After a save: links of a post with nothing to preview any more (it went live, no draft) end. */
export async function followBlogPreviews(blog: StoredBlog, now = clock.now()): Promise<void> {
  if (previewSubject(blog, now)) await refreshBlogPreviews(blog, now);
  else await endBlogPreviews(blog._id);
}

/** A publish, a discard or a delete ends the post's links. */
export async function endBlogPreviews(id: string): Promise<void> {
  for (const link of await openPreviewLinks(BLOG_PREVIEW_KIND, id))
    await deletePreviewLink(BLOG_PREVIEW_KIND, id, link.id);
}
