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
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { ValidationError } from '../lib/errors';
import { MemberEntity } from './entities/member';
import { queryIndexPage } from './index-page';
import { memberKeys, toRecord, toSummary } from './member-record';
import { normalizeSearch } from './search-text';

export const MEMBER_DIRECTORY = {
  /** Index reads per filtered page (an unfiltered page is one read of `limit`). */
  maxReads: 5,
  /** Items evaluated per filtered read: up to 5 × 100 = 500 records per request. */
  readSize: 100,
} as const;

export async function listMemberRecords(query: {
  q?: string;
  role?: Role;
  cursor?: string;
  limit: number;
}): Promise<MemberPage> {
  const filters: Condition[] = [];
  const search = query.q ? normalizeSearch(query.q) : '';
  if (search) filters.push({ attr: 'searchText', contains: search });
  if (query.role) filters.push({ attr: 'roles', contains: query.role });
  const page = await queryIndexPage({
    entity: MemberEntity,
    index: 'gsi1',
    partition: memberKeys.directoryPk,
    // E-mail order.
    oldestFirst: true,
    limit: query.limit,
    cursor: query.cursor,
    filters,
    maxFilterReads: MEMBER_DIRECTORY.maxReads,
    readSize: MEMBER_DIRECTORY.readSize,
    invalidCursor: () =>
      new ValidationError(MEMBER_TEXTS.invalidCursor, { cursor: MEMBER_TEXTS.invalidCursor }),
  });
  return {
    items: page.items.map((item) => toSummary(toRecord(item) as NonNullable<ReturnType<typeof toRecord>>)),
    nextCursor: page.nextCursor,
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
  return (await memberByEmail(email))?.roles ?? null;
}

/** The current member with this e-mail (U7, one item read), or null. */
export async function memberByEmail(
  email: string,
): Promise<{ email: string; displayName?: string; roles: Role[] } | null> {
  const page = await queryIndexPage({
    entity: MemberEntity,
    index: 'gsi1',
    partition: memberKeys.directoryPk,
    range: { beginsWith: memberKeys.directorySk(email.trim().toLowerCase(), '') },
    oldestFirst: true,
    limit: 1,
  });
  const record = toRecord(page.items[0]);
  return record ? { email: record.email, displayName: record.displayName, roles: record.roles } : null;
}
