/**
 * The person index (issue 28): which records name one e-mail address, so the
 * privacy search, export and erasure are one Query, never a Scan.
 * `pk = PERSON#<emailHash>`, `sk = <kind>#<id>`; written beside every record
 * that stores an address (leads, applications, deals), removed when the
 * record is erased. The key holds the keyed hash, not the address.
 * Access pattern PR1 in docs/architecture.md.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { emailHash } from './privacy-key';
import { key } from './table';

export type PersonRecordKind = 'contactLead' | 'meetingLead' | 'application' | 'deal';

export interface PersonLink {
  kind: PersonRecordKind;
  id: string;
}

/** A person with more records than this is read in pages of this size (bounded reads). */
const PAGE = 200;
/** The most links one person's search reads (the export is sized for 500 records). */
export const MAX_PERSON_LINKS = 1000;

const personPk = (hash: string) => key('PERSON', hash);

export async function linkPerson(email: string | undefined, link: PersonLink, expiresAt?: number) {
  if (!email?.trim()) return;
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: personPk(await emailHash(email)),
        sk: key(link.kind, link.id),
        entity: 'personLink',
        kind: link.kind,
        id: link.id,
        ...(expiresAt ? { expiresAt } : {}),
      },
    }),
  );
}

export async function unlinkPerson(email: string | undefined, link: PersonLink) {
  if (!email?.trim()) return;
  await dynamo.send(
    new DeleteCommand({
      TableName: TABLE_NAME,
      Key: { pk: personPk(await emailHash(email)), sk: key(link.kind, link.id) },
    }),
  );
}

/** Every record linked to the address, at most MAX_PERSON_LINKS (a Query per page). */
export async function personLinks(email: string): Promise<PersonLink[]> {
  const pk = personPk(await emailHash(email));
  const links: PersonLink[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
        Limit: PAGE,
      }),
    );
    for (const item of out.Items ?? []) links.push({ kind: item.kind, id: item.id } as PersonLink);
    start = out.LastEvaluatedKey;
  } while (start && links.length < MAX_PERSON_LINKS);
  return links;
}
