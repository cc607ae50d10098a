/**
 * Blog posts. Keys (access patterns: docs/architecture.md, "Blogs"):
 * - post:  pk `BLOG#<id>`, sk `BLOG`
 * - slug:  pk `BLOG_SLUG#<slug>`, sk `SLUG`, blogId — the unique-slug guard
 *   (conditional put; no transactions in dynalite, so a changed slug is
 *   "put the new slug item, save the post, delete the old slug item")
 * - gsi1:  `BLOGS#published` by `<publishAt>#<id>` for published and
 *   scheduled posts (a public read bounds the sort key by now, so a scheduled
 *   post turns public by itself); `BLOGS#draft` by `<updatedAt>#<id>`
 * - gsi2:  `BLOGS#industry#<industry>` by `<publishAt>#<id>` (public list of one industry)
 */

import * as clock from '@app/shared/clock';
import type { Blog } from '@app/shared/schemas/blog';
import {
  type AdminBlog,
  BLOG_MESSAGES,
  type BlogStatus,
  isLive,
  type Page,
  type PublicBlog,
} from '@app/shared/schemas/blog-publish';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { BLOG_SUMMARY_ATTRIBUTES, BlogEntity, blogKeys, type StoredBlog } from './entities/blog';
import { queryIndexPage } from './index-page';
import { putVersioned, versionOf } from './record-version';

export { blogKeys, type StoredBlog };

/** Stay well below DynamoDB's 400 KB item limit. */
const MAX_ITEM_BYTES = 350_000;
/** Upper bound of a sort key `<instant>#<id>` at `now`: '~' sorts after every id character. */
const liveUpperBound = (now: Date) => `${now.toISOString()}#~`;

/** A mapped post with its version (items from before versions, and list summaries, count as the first). */
function fromItem(item: Record<string, unknown>): StoredBlog {
  return { ...item, version: versionOf(item) } as StoredBlog;
}

/** The post's fields as stored (the entity adds the keys); refused when too large for one item. */
function toItem(blog: StoredBlog): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(blog), 'utf8') > MAX_ITEM_BYTES) {
    throw new ValidationError(BLOG_MESSAGES.contentTooLarge, { content: BLOG_MESSAGES.contentTooLarge });
  }
  return blog;
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

const slugTaken = () => new ConflictError(BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });

/** Claims a slug for a post (409 when another post holds it). */
export async function claimSlug(slug: string, blogId: string): Promise<void> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { pk: blogKeys.slugPk(slug), sk: blogKeys.slugSk, entity: 'blogSlug', slug, blogId },
        ConditionExpression: 'attribute_not_exists(pk) OR blogId = :id',
        ExpressionAttributeValues: { ':id': blogId },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw slugTaken();
    throw error;
  }
}

export async function releaseSlug(slug: string, blogId: string): Promise<void> {
  await dynamo
    .send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: { pk: blogKeys.slugPk(slug), sk: blogKeys.slugSk },
        ConditionExpression: 'blogId = :id',
        ExpressionAttributeValues: { ':id': blogId },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** Stores a new post; its slug must be claimed first. */
export async function putNewBlog(blog: StoredBlog): Promise<void> {
  await BlogEntity.build(PutItemCommand)
    .item(toItem(blog) as never)
    .options({ condition: { attr: 'pk', exists: false } })
    .send();
}

/** Replaces a post stored as `expectedVersion` (409 when someone saved it since); returns the new version. */
export function replaceBlog(blog: StoredBlog, expectedVersion: number): Promise<number> {
  const { version: _v, ...item } = toItem(blog);
  return putVersioned({
    entity: BlogEntity,
    item,
    expected: expectedVersion,
    notFoundMessage: BLOG_MESSAGES.notFound,
  });
}

/** One post; `consistent` for a read that must see the latest write (the page renderer's version check). */
export async function getBlog(id: string, opts: { consistent?: boolean } = {}): Promise<StoredBlog | null> {
  const out = await BlogEntity.build(GetItemCommand)
    .key({ _id: id })
    .options({ consistent: opts.consistent })
    .send();
  return out.Item ? fromItem(out.Item) : null;
}

export async function getBlogBySlug(slug: string): Promise<StoredBlog | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: blogKeys.slugPk(slug), sk: blogKeys.slugSk } }),
  );
  const blogId = out.Item?.blogId;
  return typeof blogId === 'string' ? getBlog(blogId) : null;
}

export async function requireBlog(id: string): Promise<StoredBlog> {
  const blog = await getBlog(id);
  if (!blog) throw new NotFoundError(BLOG_MESSAGES.notFound);
  return blog;
}

export async function deleteBlogItem(id: string): Promise<void> {
  await BlogEntity.build(DeleteItemCommand).key({ _id: id }).send();
}

/** Records which version of the post its static page shows. */
export async function markPageWritten(id: string, version: string): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: blogKeys.pk(id), sk: blogKeys.sk },
        UpdateExpression: 'SET pageWrittenFor = :v',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':v': version },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** The public view: no status, author e-mail or bookkeeping. */
export function toPublicBlog(blog: StoredBlog): PublicBlog {
  const {
    status: _s,
    authorEmail: _e,
    authorSub: _a,
    pageWrittenFor: _p,
    draft: _d,
    draftPublishAt: _dp,
    ...rest
  } = blog;
  return rest as unknown as PublicBlog & Blog;
}

/** The editor's view: a scheduled post whose time has come is published. */
export function toAdminBlog(blog: StoredBlog, now = clock.now()): AdminBlog {
  const { authorSub: _a, pageWrittenFor: _p, draftPublishAt: _dp, ...rest } = blog;
  return rest.status === 'scheduled' && isLive(rest, now) ? { ...rest, status: 'published' } : rest;
}

interface QueryPage {
  index: 'gsi1' | 'gsi2';
  partition: string;
  limit: number;
  cursor?: string;
  /** Only items whose sort key is at most this. */
  upper?: string;
}

/** One page of summaries (no content), newest first. */
function queryPage({ index, partition, limit, cursor, upper }: QueryPage): Promise<Page<StoredBlog>> {
  return queryIndexPage({
    entity: BlogEntity,
    index,
    partition,
    limit,
    cursor,
    range: upper ? { lte: upper } : undefined,
    attributes: BLOG_SUMMARY_ATTRIBUTES,
    toItem: fromItem,
  });
}

/** Public list: posts live at `now`, newest publication first; optionally one industry. */
export async function listLiveBlogs(
  opts: { limit: number; cursor?: string; industry?: string },
  now = clock.now(),
): Promise<Page<StoredBlog>> {
  const page = await queryPage({
    index: opts.industry ? 'gsi2' : 'gsi1',
    partition: opts.industry ? blogKeys.industryPk(opts.industry) : blogKeys.livePk,
    limit: opts.limit,
    cursor: opts.cursor,
    upper: liveUpperBound(now),
  });
  // A post past its scheduled unpublish is gone at once, before the sweep turns it into a draft.
  return { ...page, items: page.items.filter((b) => isLive(b, now)) };
}

/** Staff list: published and scheduled posts by publish time, or drafts by last change. */
export function listBlogsByStatus(
  view: 'live' | 'draft',
  opts: { limit: number; cursor?: string },
): Promise<Page<StoredBlog>> {
  return queryPage({
    index: 'gsi1',
    partition: view === 'draft' ? blogKeys.draftPk : blogKeys.livePk,
    limit: opts.limit,
    cursor: opts.cursor,
  });
}

/** The newest live posts (summaries, with tags and industry): the related-article candidates, one Query. */
export async function latestLiveBlogs(limit: number, now = clock.now()): Promise<StoredBlog[]> {
  return (await listLiveBlogs({ limit }, now)).items;
}

/** Every live post (summaries), for the sitemap and the feed; bounded by `max`. */
export async function allLiveBlogs(max: number, now = clock.now()): Promise<StoredBlog[]> {
  const out: StoredBlog[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLiveBlogs({ limit: Math.min(100, max - out.length), cursor }, now);
    out.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && out.length < max);
  return out;
}

export type { BlogStatus };
