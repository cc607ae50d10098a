/**
 * Revisions that name a person (issue 28: "revisions of records that name
 * it" are found, exported and erased). Content revisions (data/revision.ts)
 * live and die with their record and keep its last REVISIONS_KEPT versions,
 * but an older version of a testimonial, case study, project, post or job may still
 * quote a person after the live text stopped naming them. The privacy search
 * lists each kept revision whose content names the person (their address,
 * or a name from their own records), the export writes them to
 * revisions.json, and the erasure deletes them. The live record is the
 * company's published content and stays for staff to edit (the screen links
 * to its editor).
 *
 * Bounded: each kind's list (a Query per page, at most MAX_RECORDS) and one
 * Query per record for its kept revisions. Pages and site sections are the
 * company's own text with no person's field, so they are not searched.
 */
import { REVISIONS_KEPT } from '@app/shared/revisions';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { revisionKeys } from '../../data/entities/revision';
import { dynamo, TABLE_NAME } from '../dynamo';

/** The content kinds whose revisions can name a person: the list partition and the revision kind. */
const NAMING_KINDS: ReadonlyArray<{ list: string; revisionKind: string; index?: 'gsi2' }> = [
  { list: 'TESTIMONIALS', revisionKind: 'testimonial' },
  { list: 'CASE_STUDYS', revisionKind: 'case_study' },
  { list: 'WORKS', revisionKind: 'work' },
  // Posts (issue 31 history): live and scheduled, then drafts; a post can quote a client by name.
  { list: 'BLOGS#published', revisionKind: 'blog' },
  { list: 'BLOGS#draft', revisionKind: 'blog' },
  // Jobs: every job on gsi2 (a note may name a contact).
  { list: 'JOBS', revisionKind: 'job', index: 'gsi2' },
];
const PAGE = 100;
const MAX_RECORDS = 1000;
/** Shorter words would match inside unrelated text. */
const MIN_WORD = 3;

type Item = Record<string, unknown>;

/** A kept revision as the search shows and the export writes it (no storage keys). */
export interface NamingRevision {
  kind: string;
  recordId: string;
  version: number;
  at: string;
  by: string;
  summary: string;
  content: unknown;
}

async function query(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < MAX_RECORDS);
  return items;
}

/** Every kept revision whose content contains one of `words` (case-insensitive), newest first per record. */
export async function findNamingRevisions(words: readonly (string | undefined)[]): Promise<NamingRevision[]> {
  const needles = [...new Set(words.map((w) => (w ?? '').trim().toLowerCase()))].filter(
    (w) => w.length >= MIN_WORD,
  );
  if (!needles.length) return [];
  const found: NamingRevision[] = [];
  for (const kind of NAMING_KINDS) {
    const index = kind.index ?? 'gsi1';
    const records = await query({
      TableName: TABLE_NAME,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': kind.list },
      ProjectionExpression: '#id',
      ExpressionAttributeNames: { '#id': '_id' },
      Limit: PAGE,
    });
    for (const record of records) {
      const revisions = await query({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': revisionKeys.pk(kind.revisionKind, String(record._id)) },
        ScanIndexForward: false,
        Limit: REVISIONS_KEPT,
      });
      for (const r of revisions) {
        const text = JSON.stringify(r.content ?? '').toLowerCase();
        if (!needles.some((n) => text.includes(n))) continue;
        found.push({
          kind: kind.revisionKind,
          recordId: String(record._id),
          version: Number(r.version),
          at: String(r.at ?? ''),
          by: String(r.by ?? ''),
          summary: String(r.summary ?? ''),
          content: r.content,
        });
      }
    }
  }
  return found;
}

/** Deletes the revisions the search found (a delete of a gone one is a no-op); returns how many. */
export async function eraseRevisions(revisions: readonly NamingRevision[]): Promise<number> {
  for (const r of revisions)
    await dynamo.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: { pk: revisionKeys.pk(r.kind, r.recordId), sk: revisionKeys.sk(r.version) },
      }),
    );
  return revisions.length;
}
