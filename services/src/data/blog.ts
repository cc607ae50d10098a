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
  type Page,
  type PublicBlog,
} from '@app/shared/schemas/blog-publish';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { putVersioned, versionOf } from './record-version';
import { key } from './table';

/** A stored post: the editor's fields plus status, times and author. */
export type StoredBlog = AdminBlog & { authorSub?: string; pageWrittenFor?: string };

export const blogKeys = {
  pk: (id: string) => key('BLOG', id),
  sk: 'BLOG',
  slugPk: (slug: string) => key('BLOG_SLUG', slug),
  slugSk: 'SLUG',
  livePk: 'BLOGS#published',
  draftPk: 'BLOGS#draft',
  industryPk: (industry: string) => key('BLOGS', 'industry', industry),
};

const STORAGE_ONLY = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);
/** Stay well below DynamoDB's 400 KB item limit. */
const MAX_ITEM_BYTES = 350_000;
/** Upper bound of a sort key `<instant>#<id>` at `now`: '~' sorts after every id character. */
const liveUpperBound = (now: Date) => `${now.toISOString()}#~`;

function fromItem(item: Record<string, unknown>): StoredBlog {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!STORAGE_ONLY.has(k)) out[k] = v;
  out.version = versionOf(item);
  return out as StoredBlog;
}

function toItem(blog: StoredBlog): Record<string, unknown> {
  const draft = blog.status === 'draft';
  const item: Record<string, unknown> = {
    ...blog,
    pk: blogKeys.pk(blog._id),
    sk: blogKeys.sk,
    entity: 'blog',
    gsi1pk: draft ? blogKeys.draftPk : blogKeys.livePk,
    gsi1sk: key(draft ? blog.updatedAt : (blog.publishAt ?? blog.updatedAt), blog._id),
  };
  if (!draft && blog.industry && blog.publishAt) {
    item.gsi2pk = blogKeys.industryPk(blog.industry);
    item.gsi2sk = key(blog.publishAt, blog._id);
  }
  if (Buffer.byteLength(JSON.stringify(item), 'utf8') > MAX_ITEM_BYTES) {
    throw new ValidationError(BLOG_MESSAGES.contentTooLarge, { content: BLOG_MESSAGES.contentTooLarge });
  }
  return item;
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
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: toItem(blog),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Replaces a post stored as `expectedVersion` (409 when someone saved it since); returns the new version. */
export function replaceBlog(blog: StoredBlog, expectedVersion: number): Promise<number> {
  const { version: _v, ...item } = toItem(blog);
  return putVersioned({
    item: item as Record<string, unknown> & { pk: string; sk: string },
    expected: expectedVersion,
    notFoundMessage: BLOG_MESSAGES.notFound,
  });
}

/** One post; `consistent` for a read that must see the latest write (the page renderer's version check). */
export async function getBlog(id: string, opts: { consistent?: boolean } = {}): Promise<StoredBlog | null> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: blogKeys.pk(id), sk: blogKeys.sk },
      ConsistentRead: opts.consistent,
    }),
  );
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
  await dynamo.send(
    new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: blogKeys.pk(id), sk: blogKeys.sk } }),
  );
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
  const { status: _s, authorEmail: _e, authorSub: _a, pageWrittenFor: _p, ...rest } = blog;
  return rest as unknown as PublicBlog & Blog;
}

export function toAdminBlog(blog: StoredBlog): AdminBlog {
  const { authorSub: _a, pageWrittenFor: _p, ...rest } = blog;
  return rest;
}

interface QueryPage {
  index: 'gsi1' | 'gsi2';
  partition: string;
  limit: number;
  cursor?: string;
  /** Only items whose sort key is at most this. */
  upper?: string;
  newestFirst?: boolean;
  withContent?: boolean;
}

const SUMMARY_ATTRIBUTES = [
  '_id',
  'title',
  'industry',
  'tags',
  'slug',
  'metaTitle',
  'metaDescription',
  'heroImage',
  'heroImageAlt',
  'featuredImage',
  'ogImage',
  'ogTitle',
  'author',
  'wordCount',
  'readingTime',
  'status',
  'publishAt',
  'createdAt',
  'updatedAt',
  'pageWrittenFor',
];

async function queryPage({
  index,
  partition,
  limit,
  cursor,
  upper,
  newestFirst = true,
  withContent,
}: QueryPage) {
  const pkName = `${index}pk`;
  const skName = `${index}sk`;
  const names: Record<string, string> = { '#pk': pkName };
  const values: Record<string, unknown> = { ':pk': partition };
  let condition = '#pk = :pk';
  if (upper) {
    names['#sk'] = skName;
    values[':upper'] = upper;
    condition += ' AND #sk <= :upper';
  }
  let projection: string | undefined;
  if (!withContent) {
    SUMMARY_ATTRIBUTES.forEach((attr, i) => {
      names[`#a${i}`] = attr;
    });
    projection = SUMMARY_ATTRIBUTES.map((_, i) => `#a${i}`).join(', ');
  }
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: index,
      KeyConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ProjectionExpression: projection,
      ScanIndexForward: !newestFirst,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, {
        attributes: ['pk', 'sk', pkName, skName],
        partition: [pkName, partition],
      }),
    }),
  );
  return {
    items: (out.Items ?? []).map(fromItem),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}

/** Public list: posts live at `now`, newest publication first; optionally one industry. */
export function listLiveBlogs(
  opts: { limit: number; cursor?: string; industry?: string },
  now = clock.now(),
): Promise<Page<StoredBlog>> {
  return queryPage({
    index: opts.industry ? 'gsi2' : 'gsi1',
    partition: opts.industry ? blogKeys.industryPk(opts.industry) : blogKeys.livePk,
    limit: opts.limit,
    cursor: opts.cursor,
    upper: liveUpperBound(now),
  });
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
