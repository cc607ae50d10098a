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
import { REVISION_TEXTS } from '@app/shared/revisions';
import type { JobListQuery, JobView, Page } from '@app/shared/schemas/careers-admin';
import type { JobPost } from '@app/shared/schemas/job-post';
import { FIRST_VERSION } from '@app/shared/schemas/record-version';
import { slugify } from '@app/shared/slug';
import { trimEndChar } from '@app/shared/strings';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { NotFoundError } from '../lib/errors';
import { JobEntity, jobKeys } from './entities/job-post';
import { queryIndexPage } from './index-page';
import { deleteJobRevisions, recordJobRevision } from './job-revision';
import { assertVersion, putVersioned, versionOf } from './record-version';

export { jobKeys };

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

/** A mapped job item as the view: its version (items from before versions count as the first) and display status. */
function toView(item: Record<string, unknown>, now = clock.now()): JobView {
  const job = { ...item, version: versionOf(item) } as StoredJob;
  return { ...job, displayStatus: jobDisplayStatus(job, now) };
}

/** The stored fields: the job plus its search text (the entity adds the keys). */
function stored(job: StoredJob): Record<string, unknown> {
  return { ...job, searchText: searchText(job) };
}

/** Stores a new open job; `jobId` is fixed only for the demo seeder (conditional: never overwrites). */
export async function createJob(
  post: JobPost,
  now = clock.now(),
  jobId = newJobId(post.jobTitle),
  by = 'unknown',
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
  await JobEntity.build(PutItemCommand)
    .item(stored(job) as never)
    .options({ condition: { attr: 'pk', exists: false } })
    .send();
  const view = toView(job as unknown as Record<string, unknown>, now);
  await recordJobRevision(view, null, { by });
  return view;
}

/** One job; `consistent` for a read that must see the latest write (the page renderer's version check). */
export async function getJob(jobId: string, now = clock.now(), consistent = false): Promise<JobView | null> {
  if (!isJobId(jobId)) return null;
  const out = await JobEntity.build(GetItemCommand).key({ _id: jobId }).options({ consistent }).send();
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
  change: { by?: string; summary?: string } = {},
): Promise<JobView> {
  const current = await requireJob(jobId, now);
  assertVersion(current, expectedVersion, CAREERS_MESSAGES.jobNotFound);
  const { displayStatus: _d, ...stored } = current;
  const saved = await putReplacing(
    { ...stored, ...post, updatedAt: now.toISOString() },
    expectedVersion,
    now,
  );
  await recordJobRevision(saved, current, change);
  return saved;
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
  by?: string,
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
  const saved = await putReplacing(next, current.version, now);
  await recordJobRevision(saved, current, {
    by,
    summary: status === 'closed' ? REVISION_TEXTS.closed : REVISION_TEXTS.reopened,
  });
  return saved;
}

async function putReplacing(job: StoredJob, expectedVersion: number, now: Date): Promise<JobView> {
  const { version: _v, ...fields } = stored(job);
  const version = await putVersioned({
    entity: JobEntity,
    item: fields,
    expected: expectedVersion,
    notFoundMessage: CAREERS_MESSAGES.jobNotFound,
  });
  return toView({ ...job, version } as unknown as Record<string, unknown>, now);
}

/** Deletes a job; returns what was stored, or null when there was nothing. */
export async function deleteJob(jobId: string, now = clock.now()): Promise<JobView | null> {
  if (!isJobId(jobId)) return null;
  const out = await JobEntity.build(DeleteItemCommand)
    .key({ _id: jobId })
    .options({ returnValues: 'ALL_OLD' })
    .send();
  await deleteJobRevisions(jobId);
  return out.Attributes ? toView(out.Attributes, now) : null;
}

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
  return queryIndexPage({
    entity: JobEntity,
    index: 'gsi1',
    partition: jobKeys.openPk,
    range: since ? { between: [since, today] } : options.before ? { lt: today } : { gte: today },
    oldestFirst: !options.before,
    limit: options.limit ?? CAREERS_LIST.publicPageSize,
    cursor: options.cursor,
    toItem: (i) => toView(i, now),
  });
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

/** HR's job listing: newest first; search and status are bounded filtered reads (may return short pages with a cursor). */
export async function listJobs(query: JobListQuery, now = clock.now()): Promise<Page<JobView>> {
  const filters: Condition[] = [];
  const q = query.q?.trim().toLowerCase();
  if (q) filters.push({ attr: 'searchText', contains: q });
  if (query.status === 'closed') filters.push({ attr: 'status', eq: 'closed' });
  else if (query.status) {
    const today = jobToday(now);
    filters.push({ attr: 'status', eq: 'open' });
    filters.push(
      query.status === 'expired' ? { attr: 'deadline', lt: today } : { attr: 'deadline', gte: today },
    );
  }
  return queryIndexPage({
    entity: JobEntity,
    index: 'gsi2',
    partition: jobKeys.allPk,
    limit: query.limit ?? CAREERS_LIST.defaultPageSize,
    cursor: query.cursor,
    filters,
    maxFilterReads: CAREERS_LIST.maxFilterReads,
    toItem: (i) => toView(i, now),
  });
}
