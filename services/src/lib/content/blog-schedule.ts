/**
 * Scheduled unpublish of posts (issue 31): the sweep turns each live post
 * whose `unpublishAt` has come into a draft, then takes its page, list
 * entries, sitemap and feed entry down (syncBlogSite). Exactly once even when
 * two sweeps overlap: the change is a versioned put (only the sweep that read
 * the current version wins; the other gets a 409 and skips the post), and
 * the winner alone stores the revision and re-renders. The public reads
 * already hide the post from its time on (isLive), so the sweep's lag never
 * shows it.
 */
import * as clock from '@app/shared/clock';
import { REVISION_TEXTS } from '@app/shared/revisions';
import { DRAFT_REVISION_TEXTS } from '@app/shared/schemas/page-preview';
import { getBlog, listBlogsByStatus, replaceBlog, type StoredBlog } from '../../data/blog';
import { HttpError } from '../errors';
import { logger } from '../logger';
import { publishBlogDraft } from './blog-draft';
import { recordBlogRevision } from './blog-revision';
import { syncBlogSite } from './blog-site';

/** A versioned write lost to a member's save or another sweep (409), or to a delete (404). */
const lostRace = (error: unknown) =>
  error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404);

/** Live posts read per sweep (the live partition, a Query per page of 100, never a Scan). */
const LIVE_MAX = 1000;

/** Live posts (summaries) whose `field` time has come: the live partition, a Query per page of 100. */
async function liveDue(now: Date, field: 'unpublishAt' | 'draftPublishAt'): Promise<StoredBlog[]> {
  const due: StoredBlog[] = [];
  let cursor: string | undefined;
  let read = 0;
  do {
    const page = await listBlogsByStatus('live', { limit: 100, cursor });
    read += page.items.length;
    due.push(...page.items.filter((b) => b[field] && Date.parse(b[field]) <= now.getTime()));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && read < LIVE_MAX);
  return due;
}

/** Unpublishes the posts due at `now` (`only`: a test's sweep scope, post ids); returns how many. */
export async function unpublishDueBlogs(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  let done = 0;
  for (const due of await liveDue(now, 'unpublishAt')) {
    if (only && !only.has(due._id)) continue;
    const current = await getBlog(due._id, { consistent: true });
    if (!current?.unpublishAt || Date.parse(current.unpublishAt) > now.getTime()) continue;
    const draft: StoredBlog = {
      ...current,
      status: 'draft',
      publishAt: undefined,
      unpublishAt: undefined,
      updatedAt: now.toISOString(),
    };
    try {
      draft.version = await replaceBlog(draft, current.version);
    } catch (error) {
      if (lostRace(error)) continue;
      throw error;
    }
    await recordBlogRevision(draft, current, {
      by: REVISION_TEXTS.scheduleBy,
      summary: REVISION_TEXTS.unpublished,
    });
    await syncBlogSite(draft, [], now, current);
    done++;
  }
  return done;
}

/**
 * Publishes the drafts of posts due at `now` (issue 31; `only`: a test's sweep
 * scope, post ids); returns how many. Exactly once when two sweeps overlap:
 * the publish is a versioned put from the version read here, so the slower
 * sweep gets 409 (or finds no draft) and skips the post.
 */
export async function publishDueBlogDrafts(now = clock.now(), only?: ReadonlySet<string>): Promise<number> {
  let done = 0;
  // `draftPublishAt` is in the list's projection.
  for (const due of await liveDue(now, 'draftPublishAt')) {
    if (only && !only.has(due._id)) continue;
    const current = await getBlog(due._id, { consistent: true });
    const at = current?.draft?.publishAt;
    if (!current || !at || Date.parse(at) > now.getTime()) continue;
    try {
      await publishBlogDraft(
        current._id,
        current.version,
        DRAFT_REVISION_TEXTS.scheduleBy,
        DRAFT_REVISION_TEXTS.scheduled,
        now,
      );
    } catch (error) {
      if (lostRace(error)) continue;
      // A draft that no longer saves (an image removed since): the post stays as it is, the member is told by its status.
      if (error instanceof HttpError && error.statusCode === 400) {
        logger.warn('a scheduled post draft could not be published', { id: current._id, error });
        continue;
      }
      throw error;
    }
    done++;
  }
  return done;
}
