/**
 * Revisions that name an erased person (issue 28, item 2 "every store"):
 * content revisions (data/revision.ts) live and die with their record and
 * keep its last REVISIONS_KEPT versions, but an older version of a
 * testimonial may still quote a person who asked to be erased. The erasure
 * deletes each testimonial revision whose content names the person (their
 * address, or a name from their own records). The live testimonial is the
 * company's published content and stays for staff to edit.
 *
 * Bounded: the testimonial list (a Query per page, at most MAX_RECORDS) and
 * one Query per testimonial for its kept revisions.
 */
import { REVISIONS_KEPT } from '@app/shared/revisions';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { revisionKeys } from '../../data/entities/revision';
import { dynamo, TABLE_NAME } from '../dynamo';

/** The content kinds whose revisions can name a person (the list partition and the revision kind). */
const NAMING_KINDS = [{ list: 'TESTIMONIALS', revisionKind: 'testimonial' }] as const;
const PAGE = 100;
const MAX_RECORDS = 1000;
/** Shorter words would match inside unrelated text. */
const MIN_WORD = 3;

type Item = Record<string, unknown>;

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

/** Deletes every kept revision whose content contains one of `words` (case-insensitive); returns how many. */
export async function eraseNamingRevisions(words: readonly (string | undefined)[]): Promise<number> {
  const needles = [...new Set(words.map((w) => (w ?? '').trim().toLowerCase()))].filter(
    (w) => w.length >= MIN_WORD,
  );
  if (!needles.length) return 0;
  let deleted = 0;
  for (const kind of NAMING_KINDS) {
    const records = await query({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
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
        Limit: REVISIONS_KEPT,
      });
      for (const revision of revisions) {
        const text = JSON.stringify(revision.content ?? '').toLowerCase();
        if (!needles.some((n) => text.includes(n))) continue;
        await dynamo.send(
          new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: revision.pk, sk: revision.sk } }),
        );
        deleted++;
      }
    }
  }
  return deleted;
}
