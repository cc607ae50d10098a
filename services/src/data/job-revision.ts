/**
 * A job's revisions (issue 31): the post's fields plus its open/closed state,
 * one per saved version (data/revision.ts). Opening and closing are versions
 * too (they raise the version), so they are kept as revisions with their own
 * summary: the history has no gaps and pruning by version stays exact.
 */
import { JOB_LABELS, REVISION_KINDS } from '@app/shared/revision-labels';
import { changeSummary, REVISION_TEXTS } from '@app/shared/revisions';
import type { JobView } from '@app/shared/schemas/careers-admin';
import { deleteRevisions, keepOriginal, putRevision } from './revision';

const KIND = REVISION_KINDS.job;

/** What a revision keeps of a job: the post's fields and its status (no keys, times or search text). */
export function jobRevisionContent(job: JobView): Record<string, unknown> {
  const { _id, createdAt, updatedAt, version, displayStatus, closedAt, ...rest } = job as JobView & {
    closedAt?: string;
    searchText?: string;
  };
  const { searchText: _s, ...content } = rest as typeof rest & { searchText?: string };
  return content;
}

/** Stores the saved job's version after its conditional write; `previous` is what it replaced. */
export async function recordJobRevision(
  saved: JobView,
  previous: JobView | null,
  change: { by?: string; summary?: string },
): Promise<void> {
  if (previous)
    await keepOriginal({
      kind: KIND,
      recordId: saved._id,
      version: previous.version,
      content: jobRevisionContent(previous),
      by: REVISION_TEXTS.originalBy,
      at: previous.updatedAt,
    });
  await putRevision({
    kind: KIND,
    recordId: saved._id,
    version: saved.version,
    content: jobRevisionContent(saved),
    by: change.by ?? 'unknown',
    at: saved.updatedAt,
    summary:
      change.summary ??
      (previous
        ? changeSummary(jobRevisionContent(previous), jobRevisionContent(saved), JOB_LABELS)
        : REVISION_TEXTS.created),
  });
}

/** Revisions are content: a deleted job leaves no text behind. */
export const deleteJobRevisions = (jobId: string) => deleteRevisions(KIND, jobId);
