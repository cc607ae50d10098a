/**
 * The member directory: the member records' gsi1 partition `MEMBERS`, in
 * e-mail order (access patterns U5 and U7 in docs/architecture.md). Search matches
 * anywhere in the e-mail or display name (`contains` on the normalised
 * `searchText`), the role filter is `contains(roles, :role)`; both are a
 * FilterExpression inside one Query per read, so a page costs at most
 * MEMBER_DIRECTORY.maxReads reads of MEMBER_DIRECTORY.readSize items
 * however many members there are, and may come back short with a cursor.
 */
import { MEMBER_TEXTS } from '@app/shared/member-texts';
import type { Role } from '@app/shared/roles';
import type { MemberPage } from '@app/shared/schemas/member';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ValidationError } from '../lib/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { memberKeys, toRecord, toSummary } from './member-record';
import { normalizeSearch } from './search-text';

export const MEMBER_DIRECTORY = {
  /** Index reads per filtered page (an unfiltered page is one read of `limit`). */
  maxReads: 5,
  /** Items evaluated per filtered read: up to 5 × 100 = 500 records per request. */
  readSize: 100,
} as const;

const CURSOR_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

export async function listMemberRecords(query: {
  q?: string;
  role?: Role;
  cursor?: string;
  limit: number;
}): Promise<MemberPage> {
  const names: Record<string, string> = { '#pk': 'gsi1pk' };
  const values: Record<string, unknown> = { ':pk': memberKeys.directoryPk };
  const filters: string[] = [];
  const search = query.q ? normalizeSearch(query.q) : '';
  if (search) {
    filters.push('contains(#search, :q)');
    names['#search'] = 'searchText';
    values[':q'] = search;
  }
  if (query.role) {
    filters.push('contains(#roles, :role)');
    names['#roles'] = 'roles';
    values[':role'] = query.role;
  }
  let startKey: Record<string, unknown> | undefined;
  try {
    startKey = decodeCursor(query.cursor, {
      attributes: CURSOR_ATTRIBUTES,
      partition: ['gsi1pk', memberKeys.directoryPk],
    });
  } catch {
    throw new ValidationError(MEMBER_TEXTS.invalidCursor, { cursor: MEMBER_TEXTS.invalidCursor });
  }
  const filtered = filters.length > 0;
  const items: Record<string, unknown>[] = [];
  for (let read = 0; read < (filtered ? MEMBER_DIRECTORY.maxReads : 1); read++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: filtered ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        Limit: filtered ? MEMBER_DIRECTORY.readSize : query.limit,
        ExclusiveStartKey: startKey,
      }),
    );
    const found = out.Items ?? [];
    const room = query.limit - items.length;
    items.push(...found.slice(0, room));
    if (found.length > room) {
      // The page filled in the middle of this read: continue after the last item returned.
      const last = items[items.length - 1] as Record<string, unknown>;
      startKey = Object.fromEntries(CURSOR_ATTRIBUTES.map((k) => [k, last[k]]));
      break;
    }
    startKey = out.LastEvaluatedKey;
    if (!startKey || items.length >= query.limit) break;
  }
  return {
    items: items.map((item) => toSummary(toRecord(item) as NonNullable<ReturnType<typeof toRecord>>)),
    nextCursor: encodeCursor(startKey),
  };
}

/**
 * The roles of the current member with this e-mail, or null when none has it (U7): one Query of the directory
 * on its sort key, `gsi1sk` beginning with `<email>#` (e-mails hold no `#`),
 * `Limit` 1, so it reads at most one item however many members there are.
 * Records are keyed by Cognito `sub`, so there is no GetItem by e-mail; a
 * deleted member's tombstone has no directory keys and is not found.
 */
export async function memberRolesByEmail(email: string): Promise<Role[] | null> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      ExpressionAttributeValues: {
        ':pk': memberKeys.directoryPk,
        ':prefix': memberKeys.directorySk(email.trim().toLowerCase(), ''),
      },
      Limit: 1,
    }),
  );
  return toRecord(out.Items?.[0])?.roles ?? null;
}
