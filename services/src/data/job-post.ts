/**
 * Job posts. `pk = JOB#<jobId>`, `sk = JOB`.
 * - gsi1 (sparse, open jobs only): `gsi1pk = JOBS#OPEN`, `gsi1sk = <deadline>#<jobId>`.
 *   The public list is a Query with `gsi1sk >= today`, so a job past its
 *   deadline drops out by itself; closing a job removes the two attributes.
 * - gsi2 (every job): `gsi2pk = JOBS`, `gsi2sk = <createdAt>#<jobId>`, newest first for HR.
 * Access patterns: docs/architecture.md ("Careers").
 */
import { randomUUID } from 'node:crypto';
import {
  CAREERS_LIST,
  CAREERS_MESSAGES,
  type JobStatus,
  jobDisplayStatus,
  jobToday,
} from '@app/shared/careers';
import * as clock from '@app/shared/clock';
import type { JobListQuery, JobView, Page } from '@app/shared/schemas/careers-admin';
import type { JobPost } from '@app/shared/schemas/job-post';
import { FIRST_VERSION } from '@app/shared/schemas/record-version';
import { slugify } from '@app/shared/slug';
import { trimEndChar } from '@app/shared/strings';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { NotFoundError } from '../lib/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { assertVersion, putVersioned, versionOf } from './record-version';
import { key } from './table';

export const jobKeys = {
  pk: (jobId: string) => key('JOB', jobId),
  sk: 'JOB',
  openPk: 'JOBS#OPEN',
  openSk: (deadline: string, jobId: string) => key(deadline, jobId),
  allPk: 'JOBS',
  allSk: (createdAt: string, jobId: string) => key(createdAt, jobId),
};

const STORAGE_ONLY = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity', 'searchText']);

/** Readable, unguessable-enough id that doubles as the page slug: `senior-react-developer-1a2b3c4d`. */
export function newJobId(title: string): string {
  const base = trimEndChar(slugify(title).slice(0, 60), '-') || 'job';
  return `${base}-${randomUUID().slice(0, 8)}`;
}

export function isJobId(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 100;
}

function searchText(post: JobPost): string {
  return [post.jobTitle, post.category, ...post.location, post.jobType, post.jobLevel]
    .join(' ')
    .toLowerCase();
}

type StoredJob = Omit<JobView, 'displayStatus'>;

function toView(item: Record<string, unknown>, now = clock.now()): JobView {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!STORAGE_ONLY.has(k)) out[k] = v;
  const job = { ...out, version: versionOf(item) } as StoredJob;
  return { ...job, displayStatus: jobDisplayStatus(job, now) };
}

function item(job: StoredJob): Record<string, unknown> {
  return {
    pk: jobKeys.pk(job._id),
    sk: jobKeys.sk,
    gsi2pk: jobKeys.allPk,
    gsi2sk: jobKeys.allSk(job.createdAt, job._id),
    ...(job.status === 'open'
      ? { gsi1pk: jobKeys.openPk, gsi1sk: jobKeys.openSk(job.deadline, job._id) }
      : {}),
    entity: 'job',
    searchText: searchText(job),
    ...job,
  };
}

/** Stores a new open job; `jobId` is fixed only for the demo seeder (conditional: never overwrites). */
export async function createJob(
  post: JobPost,
  now = clock.now(),
  jobId = newJobId(post.jobTitle),
): Promise<JobView> {
  const at = now.toISOString();
  const job: StoredJob = {
    ...post,
    _id: jobId,
    status: 'open',
    createdAt: at,
    updatedAt: at,
    version: FIRST_VERSION,
  };
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: item(job),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return toView(job as unknown as Record<string, unknown>, now);
}

/** One job; `consistent` for a read that must see the latest write (the page renderer's version check). */
export async function getJob(jobId: string, now = clock.now(), consistent = false): Promise<JobView | null> {
  if (!isJobId(jobId)) return null;
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: jobKeys.pk(jobId), sk: jobKeys.sk },
      ConsistentRead: consistent,
    }),
  );
  return out.Item ? toView(out.Item, now) : null;
}

async function requireJob(jobId: string, now: Date): Promise<JobView> {
  const job = await getJob(jobId, now);
  if (!job) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
  return job;
}

/**
 * Replaces the post's fields and, for an open job, its place in the open list,
 * if the job is still at `expectedVersion` (the one the editor loaded): a
 * concurrent change is never silently undone; the later writer gets a 409.
 */
export async function updateJob(
  jobId: string,
  post: JobPost,
  expectedVersion: number,
  now = clock.now(),
): Promise<JobView> {
  const current = await requireJob(jobId, now);
  assertVersion(current, expectedVersion, CAREERS_MESSAGES.jobNotFound);
  const { displayStatus: _d, ...stored } = current;
  return putReplacing({ ...stored, ...post, updatedAt: now.toISOString() }, expectedVersion, now);
}

/**
 * Opens or closes a job; reopening may move the deadline. An explicit action
 * on the current state, so it is not checked against an editor's version, but
 * it is a change: the version goes up and an open editor's next save gets 409.
 */
export async function setJobStatus(
  jobId: string,
  status: JobStatus,
  now = clock.now(),
  deadline?: string,
): Promise<JobView> {
  const current = await requireJob(jobId, now);
  const { displayStatus: _d, closedAt: _c, ...stored } = current;
  const next: StoredJob = {
    ...stored,
    status,
    deadline: deadline ?? current.deadline,
    updatedAt: now.toISOString(),
    ...(status === 'closed' ? { closedAt: now.toISOString() } : {}),
  };
  return putReplacing(next, current.version, now);
}

async function putReplacing(job: StoredJob, expectedVersion: number, now: Date): Promise<JobView> {
  const { version: _v, ...fields } = item(job);
  const version = await putVersioned({
    item: fields as Record<string, unknown> & { pk: string; sk: string },
    expected: expectedVersion,
    notFoundMessage: CAREERS_MESSAGES.jobNotFound,
  });
  return toView({ ...job, version } as unknown as Record<string, unknown>, now);
}

/** Deletes a job; returns what was stored, or null when there was nothing. */
export async function deleteJob(jobId: string, now = clock.now()): Promise<JobView | null> {
  if (!isJobId(jobId)) return null;
  const out = await dynamo.send(
    new DeleteCommand({
      TableName: TABLE_NAME,
      Key: { pk: jobKeys.pk(jobId), sk: jobKeys.sk },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return out.Attributes ? toView(out.Attributes, now) : null;
}

const OPEN_CURSOR = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

/**
 * One page of open jobs whose deadline is today or later (company time
 * zone), soonest deadline first. `before: true` lists the open jobs whose
 * deadline has passed instead, latest deadline first (for unpublishing their
 * pages); `expiredSince` keeps only deadlines on or after that day.
 */
export async function listOpenJobs(
  options: { cursor?: string; limit?: number; before?: boolean; expiredSince?: Date } = {},
  now = clock.now(),
): Promise<Page<JobView>> {
  const today = jobToday(now);
  // Expired ones newest first, so the ones that just expired always come first.
  const since = options.before && options.expiredSince ? jobToday(options.expiredSince) : undefined;
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: since
        ? 'gsi1pk = :pk AND gsi1sk BETWEEN :since AND :today'
        : `gsi1pk = :pk AND gsi1sk ${options.before ? '<' : '>='} :today`,
      ExpressionAttributeValues: {
        ':pk': jobKeys.openPk,
        ':today': today,
        ...(since ? { ':since': since } : {}),
      },
      ScanIndexForward: !options.before,
      Limit: options.limit ?? CAREERS_LIST.publicPageSize,
      ExclusiveStartKey: decodeCursor(options.cursor, {
        attributes: OPEN_CURSOR,
        partition: ['gsi1pk', jobKeys.openPk],
      }),
    }),
  );
  return {
    items: (out.Items ?? []).map((i) => toView(i, now)),
    nextCursor: encodeCursor(out.LastEvaluatedKey),
  };
}

/** Every open job not past its deadline, page by page (the sitemap; bounded by `maxPages`). */
export async function allOpenJobs(
  now = clock.now(),
  options: { before?: boolean; expiredSince?: Date; maxPages?: number } = {},
) {
  const jobs: JobView[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < (options.maxPages ?? 20); page++) {
    const out = await listOpenJobs(
      { cursor, before: options.before, expiredSince: options.expiredSince },
      now,
    );
    jobs.push(...out.items);
    if (!out.nextCursor) break;
    cursor = out.nextCursor;
  }
  return jobs;
}

const ALL_CURSOR = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

/** HR's job listing: newest first; search and status are bounded filtered reads (may return short pages with a cursor). */
export async function listJobs(query: JobListQuery, now = clock.now()): Promise<Page<JobView>> {
  const limit = query.limit ?? CAREERS_LIST.defaultPageSize;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': jobKeys.allPk };
  const filters: string[] = [];
  const q = query.q?.trim().toLowerCase();
  if (q) {
    filters.push('contains(searchText, :q)');
    values[':q'] = q;
  }
  if (query.status) {
    names['#status'] = 'status';
    if (query.status === 'closed') {
      filters.push('#status = :closed');
      values[':closed'] = 'closed';
    } else {
      filters.push(`#status = :open AND deadline ${query.status === 'expired' ? '<' : '>='} :today`);
      values[':open'] = 'open';
      values[':today'] = jobToday(now);
    }
  }
  const items: JobView[] = [];
  let startKey: Record<string, unknown> | undefined = decodeCursor(query.cursor, {
    attributes: ALL_CURSOR,
    partition: ['gsi2pk', jobKeys.allPk],
  });
  const maxReads = filters.length > 0 ? CAREERS_LIST.maxFilterReads : 1;
  for (let read = 0; read < maxReads; read++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        FilterExpression: filters.length > 0 ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const i of out.Items ?? []) items.push(toView(i, now));
    startKey = out.LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  return { items, nextCursor: encodeCursor(startKey) };
}
