/**
 * Planned social posts. Keys (access patterns: docs/architecture.md, "Social posts"):
 * - post:  pk `SOCIAL_POST#<id>`, sk `SOCIAL_POST`
 * - gsi1:  `SOCIAL_POSTS` by `<scheduledAt>#<id>`: the calendar (a range of
 *   the sort key) and the list (newest first), one Query per page
 * - gsi2:  the sweep's queues: `SOCIAL_POSTS#scheduled` by `<scheduledAt>#<id>`
 *   while a post waits for its time, `SOCIAL_POSTS#mail` by `<dueAt>#<id>`
 *   while its due mail is not settled (social-post-due.ts)
 * Edits use the record-version convention (putVersioned: a stale PATCH is a 409).
 */
import { randomUUID } from 'node:crypto';
import type { SocialPost } from '@app/shared/schemas/social-post';
import { SOCIAL_MESSAGES } from '@app/shared/social-messages';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { NotFoundError } from '../lib/errors';
import { SocialPostEntity, socialKeys } from './entities/social-post';
import { queryIndexPage } from './index-page';
import { putVersioned, versionOf } from './record-version';

export { socialKeys };
export const isSocialPostId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

/** A mapped post with its version (items from before versions count as the first). */
export function fromSocialItem(item: Record<string, unknown>): SocialPost {
  return { ...item, version: versionOf(item) } as unknown as SocialPost;
}

export function newSocialPostId(): string {
  return randomUUID();
}

export async function getSocialPost(id: string): Promise<SocialPost | null> {
  if (!isSocialPostId(id)) return null;
  const out = await SocialPostEntity.build(GetItemCommand).key({ id }).options({ consistent: true }).send();
  return out.Item ? fromSocialItem(out.Item) : null;
}

export async function requireSocialPost(id: string): Promise<SocialPost> {
  const post = await getSocialPost(id);
  if (!post) throw new NotFoundError(SOCIAL_MESSAGES.notFound);
  return post;
}

/**
 * Stores `post` as the next version of `expected` (0 creates it); 409 when
 * someone (a member or the sweep) changed it meanwhile. Returns it as stored.
 */
export async function saveSocialPost(post: SocialPost, expected: number): Promise<SocialPost> {
  const { version: _v, ...fields } = post;
  const version = await putVersioned({
    entity: SocialPostEntity,
    item: fields,
    expected,
    notFoundMessage: SOCIAL_MESSAGES.notFound,
  });
  return { ...post, version };
}

export async function deleteSocialPost(id: string): Promise<void> {
  try {
    await SocialPostEntity.build(DeleteItemCommand)
      .key({ id })
      .options({ condition: { attr: 'pk', exists: true } })
      .send();
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException')
      throw new NotFoundError(SOCIAL_MESSAGES.notFound);
    throw error;
  }
}

/**
 * A page of posts: those scheduled within [from, to] oldest first (the
 * calendar), or all newest first (the list). One Query per page, never a Scan.
 */
export async function listSocialPosts(opts: { from?: string; to?: string; cursor?: string; limit: number }) {
  const range = opts.from !== undefined && opts.to !== undefined;
  return queryIndexPage({
    entity: SocialPostEntity,
    index: 'gsi1',
    partition: socialKeys.listPk,
    // '~' sorts after every id character, so `to` includes posts at that very instant.
    range: range ? { between: [opts.from as string, `${opts.to}#~`] } : undefined,
    oldestFirst: range,
    limit: opts.limit,
    cursor: opts.cursor,
    toItem: fromSocialItem,
  });
}
