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
import { SOCIAL_MESSAGES, type SocialPost } from '@app/shared/schemas/social-post';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { NotFoundError } from '../lib/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { putVersioned, versionOf } from './record-version';
import { key } from './table';

export const socialKeys = {
  pk: (id: string) => key('SOCIAL_POST', id),
  sk: 'SOCIAL_POST',
  listPk: 'SOCIAL_POSTS',
  scheduledPk: 'SOCIAL_POSTS#scheduled',
  mailPk: 'SOCIAL_POSTS#mail',
};

const STORAGE_ONLY = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);
export const isSocialPostId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

export function fromSocialItem(item: Record<string, unknown>): SocialPost {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!STORAGE_ONLY.has(k)) out[k] = v;
  out.version = versionOf(item);
  return out as unknown as SocialPost;
}

/** The stored item: the post, its list keys and the queue it is in (if any). */
export function toSocialItem(post: SocialPost): Record<string, unknown> & { pk: string; sk: string } {
  const { version: _v, ...fields } = post;
  const queue =
    post.status === 'scheduled'
      ? { gsi2pk: socialKeys.scheduledPk, gsi2sk: key(post.scheduledAt, post.id) }
      : post.status === 'due' && (post.mail?.status === 'pending' || post.mail?.status === 'sending')
        ? { gsi2pk: socialKeys.mailPk, gsi2sk: key(post.dueAt ?? post.scheduledAt, post.id) }
        : {};
  return {
    ...fields,
    pk: socialKeys.pk(post.id),
    sk: socialKeys.sk,
    entity: 'social-post',
    gsi1pk: socialKeys.listPk,
    gsi1sk: key(post.scheduledAt, post.id),
    ...queue,
  };
}

export function newSocialPostId(): string {
  return randomUUID();
}

export async function getSocialPost(id: string): Promise<SocialPost | null> {
  if (!isSocialPostId(id)) return null;
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: socialKeys.pk(id), sk: socialKeys.sk },
      ConsistentRead: true,
    }),
  );
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
  const version = await putVersioned({
    item: toSocialItem(post),
    expected,
    notFoundMessage: SOCIAL_MESSAGES.notFound,
  });
  return { ...post, version };
}

export async function deleteSocialPost(id: string): Promise<void> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: { pk: socialKeys.pk(id), sk: socialKeys.sk },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
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
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: range ? 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to' : 'gsi1pk = :pk',
      ExpressionAttributeValues: {
        ':pk': socialKeys.listPk,
        // '~' sorts after every id character, so `to` includes posts at that very instant.
        ...(range ? { ':from': opts.from, ':to': `${opts.to}#~` } : {}),
      },
      ScanIndexForward: range,
      Limit: opts.limit,
      ExclusiveStartKey: decodeCursor(opts.cursor, {
        attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
        partition: ['gsi1pk', socialKeys.listPk],
      }),
    }),
  );
  return { items: (out.Items ?? []).map(fromSocialItem), nextCursor: encodeCursor(out.LastEvaluatedKey) };
}
