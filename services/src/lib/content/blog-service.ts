/**
 * Saving and deleting posts: sanitise, compute counts and defaults, check
 * images and slug, store, then bring the share-ready files in step.
 */
import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { MESSAGES } from '@app/shared/messages';
import { sanitizeText } from '@app/shared/sanitize-text';
import type { BlogForm } from '@app/shared/schemas/blog';
import { authorName, countWords, readingTimeMinutes, withMetaDefaults } from '@app/shared/schemas/blog';
import { BLOG_MESSAGES, type BlogSave, type BlogUpdate, isLive } from '@app/shared/schemas/blog-publish';
import { FIRST_VERSION } from '@app/shared/schemas/record-version';
import {
  claimSlug,
  deleteBlogItem,
  getBlog,
  putNewBlog,
  releaseSlug,
  replaceBlog,
  requireBlog,
  type StoredBlog,
} from '../../data/blog';
import { assertImagesUsable, attachImages, releaseImages } from '../../data/media-ref';
import { assertVersion } from '../../data/record-version';
import { ValidationError } from '../errors';
import type { AuthUser } from '../handler';
import { imageSources, sanitizeRichText } from '../sanitize-html';
import { endBlogPreviews, followBlogPreviews } from './blog-preview';
import { type BlogChange, deleteBlogRevisions, recordBlogRevision } from './blog-revision';
import { syncBlogSite } from './blog-site';

export const owner = (id: string) => `blog#${id}`;
/** Every image path a post references (its fields and the images in its content). */
export function blogImages(
  blog: Partial<Pick<StoredBlog, 'heroImage' | 'featuredImage' | 'ogImage' | 'content'>>,
) {
  const paths = [blog.heroImage, blog.featuredImage, blog.ogImage].filter((p): p is string => !!p);
  return [...paths, ...imageSources(blog.content ?? '')];
}

/** The images a post holds: its live fields' and its waiting draft's (issue 31). */
export function heldImages(blog: StoredBlog): string[] {
  return [...blogImages(blog), ...blogImages((blog.draft?.fields ?? {}) as Partial<StoredBlog>)];
}

const sameInstant = (a?: string, b?: string) => !!a && !!b && Date.parse(a) === Date.parse(b);

/** The stored fields of a save: sanitised content, counts, meta defaults, status and publish time. */
export function prepare(input: BlogSave, previous: StoredBlog | null, now: Date) {
  const {
    status: asked,
    publishAt: requestedAt,
    unpublishAt: unpublishAsked,
    ...fields
  } = input as BlogSave & {
    unpublishAt?: string;
  };
  // A tab opened while the post was scheduled still says so once it is live:
  // an unchanged schedule of a live post is a published post, not a past time.
  const stillScheduled =
    asked === 'scheduled' &&
    !!previous &&
    isLive(previous, now) &&
    sameInstant(requestedAt, previous.publishAt);
  const status = stillScheduled ? 'published' : asked;
  const content = fields.content === undefined ? undefined : sanitizeRichText(fields.content);
  if (status !== 'draft' && (!content || (sanitizeText(content) === '' && !/<img\b/i.test(content)))) {
    throw new ValidationError(MESSAGES.contentEmpty, { content: MESSAGES.contentEmpty });
  }
  let form: Partial<BlogForm> = { ...fields, content };
  if (status !== 'draft') form = withMetaDefaults(form as BlogForm);
  let publishAt: string | undefined;
  if (status === 'published') {
    publishAt = previous && isLive(previous, now) ? previous.publishAt : now.toISOString();
  } else if (status === 'scheduled') {
    if (!requestedAt || Date.parse(requestedAt) <= now.getTime())
      throw new ValidationError(BLOG_MESSAGES.publishAtPast, { publishAt: BLOG_MESSAGES.publishAtPast });
    publishAt = new Date(requestedAt).toISOString();
  }
  const unpublishAt = status === 'draft' ? undefined : checkUnpublishAt(unpublishAsked, publishAt, now);
  const wordCount = countWords(content ?? '');
  return { ...form, status, publishAt, unpublishAt, wordCount, readingTime: readingTimeMinutes(wordCount) };
}

/** A scheduled unpublish (issue 31): in the future and after the post goes live. */
function checkUnpublishAt(asked: string | undefined, publishAt: string | undefined, now: Date) {
  if (!asked) return undefined;
  const at = Date.parse(asked);
  const refuse = (message: string) => new ValidationError(message, { unpublishAt: message });
  if (at <= now.getTime()) throw refuse(BLOG_MESSAGES.unpublishAtPast);
  if (publishAt && at <= Date.parse(publishAt)) throw refuse(BLOG_MESSAGES.unpublishBeforePublish);
  return new Date(at).toISOString();
}

export async function checkImages(blog: Partial<StoredBlog>, id: string): Promise<void> {
  await assertImagesUsable(
    [
      { field: 'heroImage', path: blog.heroImage, missing: MESSAGES.heroImageRequired },
      { field: 'ogImage', path: blog.ogImage, missing: MESSAGES.ogImageRequired },
      { field: 'featuredImage', path: blog.featuredImage },
      ...imageSources(blog.content ?? '')
        .filter((src) => src.startsWith('/media/'))
        .map((path) => ({ field: 'content', path })),
    ],
    owner(id),
  );
}

export async function createBlog(input: BlogSave, user: AuthUser, now = clock.now()): Promise<StoredBlog> {
  const id = randomUUID();
  const prepared = prepare(input, null, now);
  await checkImages(prepared, id);
  const stamp = now.toISOString();
  const blog = {
    ...prepared,
    _id: id,
    author: user.displayName ?? authorName(user.email),
    authorEmail: user.email,
    authorSub: user.sub,
    createdAt: stamp,
    updatedAt: stamp,
    version: FIRST_VERSION,
  } as StoredBlog;
  await claimSlug(blog.slug, id);
  try {
    await putNewBlog(blog);
  } catch (error) {
    await releaseSlug(blog.slug, id);
    throw error;
  }
  await recordBlogRevision(blog, null, { by: user.email });
  await attachImages(blogImages(blog), owner(id));
  await syncBlogSite(blog, [], now);
  return blog;
}

/**
 * Saves the post's live fields. A waiting draft stays (a live save or a
 * restore keeps it, as with pages) unless `change.dropDraft`: the draft's
 * publish, which goes live through here like any save.
 */
export async function updateBlog(
  id: string,
  input: BlogUpdate,
  change: BlogChange & { dropDraft?: boolean },
  now = clock.now(),
): Promise<StoredBlog> {
  const { version: expected, ...form } = input;
  const previous = await requireBlog(id);
  assertVersion(previous, expected, BLOG_MESSAGES.notFound);
  const prepared = prepare(form as BlogSave, previous, now);
  await checkImages(prepared, id);
  const blog = {
    ...prepared,
    _id: id,
    author: previous.author,
    authorEmail: previous.authorEmail,
    authorSub: previous.authorSub,
    createdAt: previous.createdAt,
    updatedAt: now.toISOString(),
    version: expected,
    draft: change.dropDraft ? undefined : previous.draft,
    draftPublishAt: change.dropDraft ? undefined : previous.draftPublishAt,
  } as StoredBlog;
  const slugChanged = blog.slug !== previous.slug;
  if (slugChanged) await claimSlug(blog.slug, id);
  try {
    blog.version = await replaceBlog(blog, expected);
  } catch (error) {
    // Lost a race to a save with the same new slug (two sweeps publishing one draft): the winner holds the claim.
    if (slugChanged && (await getBlog(id, { consistent: true }))?.slug !== blog.slug)
      await releaseSlug(blog.slug, id);
    throw error;
  }
  // After the conditional put: only the winner of a race keeps its version.
  await recordBlogRevision(blog, previous, change);
  if (slugChanged) await releaseSlug(previous.slug, id);
  const kept = new Set(heldImages(blog));
  await attachImages(kept, owner(id));
  await releaseImages(
    heldImages(previous).filter((p) => !kept.has(p)),
    owner(id),
  );
  await syncBlogSite(blog, slugChanged ? [previous.slug] : [], now, previous);
  await followBlogPreviews(blog, now);
  return blog;
}

export async function deleteBlog(id: string, now = clock.now()): Promise<void> {
  const blog = await requireBlog(id);
  await deleteBlogItem(id);
  // Revisions are content: a deleted post leaves no text behind.
  await deleteBlogRevisions(id);
  await releaseSlug(blog.slug, id);
  await releaseImages(heldImages(blog), owner(id));
  // Its share links hold its text too.
  await endBlogPreviews(id);
  await syncBlogSite(null, [blog.slug], now, blog);
}
