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
import { changeSummary, REVISION_TEXTS } from '@app/shared/revisions';
import { FIRST_VERSION } from '@app/shared/schemas/record-version';
import type { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import type { AnySchema } from 'dynamodb-toolbox/schema/any';
import { ConflictError, NotFoundError } from '../lib/errors';
import { contentEntity } from './entities/content-item';
import { queryIndexPage } from './index-page';
import { assertVersion, putVersioned, versionOf } from './record-version';
import { deleteRevisions, getRevision, keepOriginal, listRevisions, putRevision } from './revision';

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

/** A mapped record with its version (items from before versions count as the first). */
export function fromItem<T>(item: Record<string, unknown>): T {
  return { ...item, version: versionOf(item) } as T;
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** The entity of each kind that has a store (by kind), for tests and tools. */
export const CONTENT_ENTITIES: Record<string, Entity> = {};

/**
 * A store for one kind, e.g.
 * `contentStore('TESTIMONIAL', 'Testimonial not found', fieldsOf<StoredTestimonial>()(...))`.
 */
export function contentStore<T extends ContentRecord>(
  kind: string,
  notFoundMessage: string,
  fields: Record<string, AnySchema>,
  opts: {
    sortKey?: (record: T) => string;
    live?: (record: T) => boolean;
    /** Field labels of the revision summaries ("Changed Name, Testimonial"). */
    labels?: Readonly<Record<string, string>>;
  } = {},
) {
  const { labels = {}, ...keyOpts } = opts;
  const entity = contentEntity<T>({ kind, fields, ...keyOpts }) as unknown as Entity;
  /** Revisions (data/revision.ts) of this kind: every saved version; deleted with the record. */
  const revisionKind = kind.toLowerCase();
  const editable = (record: T) => {
    const { _id, createdAt, updatedAt, version, ...rest } = record;
    return rest;
  };
  CONTENT_ENTITIES[kind] = entity;

  /** `consistent` for a read that must see the latest write (the page renderer's version check). */
  async function get(id: string, consistent = false): Promise<T | null> {
    const out = await entity
      .build(GetItemCommand)
      .key({ _id: id } as never)
      .options({ consistent })
      .send();
    return out.Item ? fromItem<T>(out.Item) : null;
  }

  async function require(id: string): Promise<T> {
    const found = await get(id);
    if (!found) throw new NotFoundError(notFoundMessage);
    return found;
  }

  /** Stores a new record (a fresh id unless `id` is given, as the seeders do). */
  async function create(
    fields: Omit<T, keyof ContentRecord>,
    now = clock.now(),
    id: string = randomUUID(),
    by = 'unknown',
  ) {
    const stamp = now.toISOString();
    const record = { ...fields, _id: id, createdAt: stamp, updatedAt: stamp, version: FIRST_VERSION } as T;
    try {
      await entity
        .build(PutItemCommand)
        .item(record as never)
        .options({ condition: { attr: 'pk', exists: false } })
        .send();
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError(`That ${kind.toLowerCase()} already exists.`);
      throw error;
    }
    await putRevision({
      kind: revisionKind,
      recordId: id,
      version: FIRST_VERSION,
      content: fields,
      by,
      at: stamp,
      summary: REVISION_TEXTS.created,
    });
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
    change: { by?: string; summary?: string } = {},
  ): Promise<T> {
    const previous = await get(id);
    assertVersion(previous, expectedVersion, notFoundMessage);
    const record = {
      ...fields,
      _id: id,
      createdAt: (previous as T).createdAt,
      updatedAt: now.toISOString(),
    } as T;
    const { version: _v, ...item } = record;
    const version = await putVersioned({
      entity,
      item,
      expected: expectedVersion,
      notFoundMessage,
    });
    const before = previous as T;
    await keepOriginal({
      kind: revisionKind,
      recordId: id,
      version: before.version,
      content: editable(before),
      by: REVISION_TEXTS.originalBy,
      at: before.updatedAt,
    });
    // After the conditional put: only the winner of a race keeps its version.
    await putRevision({
      kind: revisionKind,
      recordId: id,
      version,
      content: fields,
      by: change.by ?? 'unknown',
      at: record.updatedAt,
      summary: change.summary ?? changeSummary(editable(previous as T), fields, labels),
    });
    return { ...record, version };
  }

  /** The record's kept versions, newest first; one of them by version. */
  const revisions = (id: string) => listRevisions(revisionKind, id);
  const revision = (id: string, version: number) => getRevision(revisionKind, id, version);

  async function remove(id: string): Promise<T> {
    const previous = await require(id);
    await entity
      .build(DeleteItemCommand)
      .key({ _id: id } as never)
      .send();
    // Revisions are content: a deleted record leaves no text (or name) behind.
    await deleteRevisions(revisionKind, id);
    return previous;
  }

  function list(q: { limit: number; cursor?: string; liveOnly?: boolean }): Promise<Page<T>> {
    return queryIndexPage({
      entity,
      index: q.liveOnly ? 'gsi2' : 'gsi1',
      partition: q.liveOnly ? `${kind}S#live` : `${kind}S`,
      limit: q.limit,
      cursor: q.cursor,
      toItem: (i) => fromItem<T>(i),
    });
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

  return { kind, get, require, create, update, remove, list, all, revisions, revision };
}
