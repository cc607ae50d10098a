/**
 * The two History calls every content kind has (issue 31): its kept versions
 * (newest first, never cached) and the kept version a restore asks for (404
 * with one message when it has been pruned or never existed). Each feature's
 * own handlers call these, so each runs in that feature's Lambda under that
 * feature's permission.
 */
import { REVISION_TEXTS } from '@app/shared/revisions';
import { recordVersion } from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import { getRevision, listRevisions, type Revision } from '../../data/revision';
import { NotFoundError } from '../errors';

/** POST …/restore { revision, version }: which kept version, over which current one (409 when stale). */
export const restoreBody = z.object({ revision: recordVersion, version: recordVersion });

/** The answer of GET …/revisions. */
export async function revisionsAnswer(kind: string, recordId: string) {
  return {
    data: { items: await listRevisions(kind, recordId) },
    headers: { 'cache-control': 'no-store' },
  };
}

/** A kept revision's content, or 404 when it is no longer kept. */
export async function keptRevision(kind: string, recordId: string, version: number): Promise<Revision> {
  const revision = await getRevision(kind, recordId, version);
  if (!revision) throw new NotFoundError(REVISION_TEXTS.unknownRevision);
  return revision;
}

/** A revision's content as an object (stored data: checked again by the caller's schema). */
export function contentOf(revision: Revision): Record<string, unknown> {
  const c = revision.content;
  return c && typeof c === 'object' && !Array.isArray(c) ? (c as Record<string, unknown>) : {};
}
