/**
 * Revision history (issue 31): every save of a content record stores the
 * saved version here (who, when, a one-line summary, the whole content), so
 * an overwritten text can be compared and restored. Written after the
 * record's conditional put succeeded (only the winner of a race writes its
 * version), keyed by version (a retried write lands on the same item), and
 * pruned to the last REVISIONS_KEPT: the version that falls out of the window
 * is deleted on each save (versions are contiguous).
 */
import { REVISION_TEXTS, REVISIONS_KEPT } from '@app/shared/revisions';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { RevisionEntity, revisionKeys, type StoredRevision } from './entities/revision';
import { queryIndexPage } from './index-page';

export type Revision = StoredRevision;

export async function putRevision(revision: Revision): Promise<void> {
  await RevisionEntity.build(PutItemCommand).item(revision).send();
  const dropped = revision.version - REVISIONS_KEPT;
  if (dropped >= 0)
    await RevisionEntity.build(DeleteItemCommand)
      .key({ kind: revision.kind, recordId: revision.recordId, version: dropped })
      .send();
}

/**
 * A record stored before history (seeded, or saved before issue 31) has no
 * revision of the text it holds: its first save keeps that text first (as
 * 'Original text'), so the first edit can still be compared and undone.
 * Keyed by version, so two saves racing write the same item.
 */
export async function keepOriginal(revision: Omit<Revision, 'summary'>): Promise<void> {
  if (await getRevision(revision.kind, revision.recordId, revision.version)) return;
  await RevisionEntity.build(PutItemCommand)
    .item({ ...revision, summary: REVISION_TEXTS.original })
    .send();
}

/** A record's kept revisions, newest first (one Query, at most REVISIONS_KEPT). */
export async function listRevisions(kind: string, recordId: string): Promise<Revision[]> {
  const page = await queryIndexPage<Revision>({
    entity: RevisionEntity,
    partition: revisionKeys.pk(kind, recordId),
    limit: REVISIONS_KEPT,
  });
  return page.items;
}

export async function getRevision(kind: string, recordId: string, version: number): Promise<Revision | null> {
  const out = await RevisionEntity.build(GetItemCommand)
    .key({ kind, recordId, version })
    .options({ consistent: true })
    .send();
  return (out.Item as Revision | undefined) ?? null;
}

/** Deleting a record deletes its history (revisions are content: nothing of it stays behind). */
export async function deleteRevisions(kind: string, recordId: string): Promise<void> {
  for (const r of await listRevisions(kind, recordId))
    await RevisionEntity.build(DeleteItemCommand).key({ kind, recordId, version: r.version }).send();
}
