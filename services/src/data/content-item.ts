/**
 * Simple content entities (testimonials, case studies, our-work projects,
 * industries, bootcamp programmes and applications): one item per record and
 * one list partition per kind. Keys (docs/architecture.md, "Content"):
 * - record: pk `<KIND>#<id>`, sk `<KIND>`
 * - list:   gsi1pk `<KIND>S`, gsi1sk `<sortKey>#<id>` (sortKey: an ISO time
 *   or a zero-padded position), newest or highest first
 * - a kind with public/unpublished records also sets gsi2pk `<KIND>S#live`
 *   for the published ones, so the public list never filters.
 */
import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { FIRST_VERSION } from '@app/shared/schemas/record-version';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError, NotFoundError } from '../lib/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { assertVersion, putVersioned, versionOf } from './record-version';
import { key } from './table';

export interface ContentRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  /** Record version (shared/src/schemas/record-version.ts). */
  version: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const STORAGE_ONLY = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);

export function fromItem<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!STORAGE_ONLY.has(k)) out[k] = v;
  out.version = versionOf(item);
  return out as T;
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** A store for one kind, e.g. `contentStore('TESTIMONIAL', 'Testimonial not found')`. */
export function contentStore<T extends ContentRecord>(
  kind: string,
  notFoundMessage: string,
  opts: { sortKey?: (record: T) => string; live?: (record: T) => boolean } = {},
) {
  const pk = (id: string) => key(kind, id);
  const listPk = `${kind}S`;
  const livePk = `${kind}S#live`;
  const sortKey = opts.sortKey ?? ((r: T) => r.createdAt);

  function toItem(record: T): Record<string, unknown> {
    const item: Record<string, unknown> = {
      ...(record as Record<string, unknown>),
      pk: pk(record._id),
      sk: kind,
      entity: kind.toLowerCase(),
      gsi1pk: listPk,
      gsi1sk: key(sortKey(record), record._id),
    };
    if (opts.live?.(record)) {
      item.gsi2pk = livePk;
      item.gsi2sk = key(sortKey(record), record._id);
    }
    return item;
  }

  /** `consistent` for a read that must see the latest write (the page renderer's version check). */
  async function get(id: string, consistent = false): Promise<T | null> {
    const out = await dynamo.send(
      new GetCommand({ TableName: TABLE_NAME, Key: { pk: pk(id), sk: kind }, ConsistentRead: consistent }),
    );
    return out.Item ? fromItem<T>(out.Item) : null;
  }

  async function require(id: string): Promise<T> {
    const found = await get(id);
    if (!found) throw new NotFoundError(notFoundMessage);
    return found;
  }

  /** Stores a new record (a fresh id unless `id` is given, as the seeders do). */
  async function create(fields: Omit<T, keyof ContentRecord>, now = clock.now(), id: string = randomUUID()) {
    const stamp = now.toISOString();
    const record = { ...fields, _id: id, createdAt: stamp, updatedAt: stamp, version: FIRST_VERSION } as T;
    try {
      await dynamo.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: toItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError(`That ${kind.toLowerCase()} already exists.`);
      throw error;
    }
    return record;
  }

  /**
   * Replaces a record's fields if it is still at `expectedVersion` (the one the
   * editor loaded); 409 when someone saved it since, 404 when it was deleted.
   */
  async function update(
    id: string,
    fields: Omit<T, keyof ContentRecord>,
    expectedVersion: number,
    now = clock.now(),
  ): Promise<T> {
    const previous = await get(id);
    assertVersion(previous, expectedVersion, notFoundMessage);
    const record = {
      ...fields,
      _id: id,
      createdAt: (previous as T).createdAt,
      updatedAt: now.toISOString(),
    } as T;
    const { version: _v, ...item } = toItem(record);
    const version = await putVersioned({
      item: item as Record<string, unknown> & { pk: string; sk: string },
      expected: expectedVersion,
      notFoundMessage,
    });
    return { ...record, version };
  }

  async function remove(id: string): Promise<T> {
    const previous = await require(id);
    await dynamo.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: pk(id), sk: kind } }));
    return previous;
  }

  async function list(q: { limit: number; cursor?: string; liveOnly?: boolean }): Promise<Page<T>> {
    const index = q.liveOnly ? 'gsi2' : 'gsi1';
    const partition = q.liveOnly ? livePk : listPk;
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': `${index}pk` },
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: q.limit,
        ExclusiveStartKey: decodeCursor(q.cursor, {
          attributes: ['pk', 'sk', `${index}pk`, `${index}sk`],
          partition: [`${index}pk`, partition],
        }),
      }),
    );
    return {
      items: (out.Items ?? []).map((i) => fromItem<T>(i)),
      nextCursor: encodeCursor(out.LastEvaluatedKey),
    };
  }

  /** Every record (bounded), e.g. for a sitemap or a small public list. */
  async function all(max: number, liveOnly = false): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ limit: Math.min(100, max - items.length), cursor, liveOnly });
      items.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && items.length < max);
    return items;
  }

  return { kind, get, require, create, update, remove, list, all };
}
