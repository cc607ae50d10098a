/**
 * Member records: one item per staff member, `pk = MEMBER#<sub>`, `sk = MEMBER`.
 * Cognito stays the authority for sign-in; this record is the server's
 * authority for a member's roles, read on every staff request
 * (lib/current-member.ts). Every handler that changes Cognito groups writes it.
 * - `validAfter` (epoch seconds): ID tokens issued before it are refused
 *   (set on a demotion or deletion, together with Cognito's global sign-out).
 * - Deleting a member leaves a tombstone (`deleted`, no directory keys,
 *   `expiresAt` after the longest ID-token life) so that nothing can recreate
 *   the record from a token that is still unexpired.
 * - gsi1 (directory, e-mail order): `gsi1pk = MEMBERS`, `gsi1sk = <email>#<sub>`
 *   with a normalised `searchText` (e-mail and display name); see member-directory.ts.
 * Access patterns M1–M5 in docs/architecture.md.
 */

import * as clock from '@app/shared/clock';
import type { Role } from '@app/shared/roles';
import type { MemberSummary } from '@app/shared/schemas/member';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { type MemberRecord, memberKeys } from './entities/member';
import type { CognitoMember } from './members';
import { normalizeSearch } from './search-text';

export type { MemberRecord };
export { memberKeys };

export function searchTextOf(email: string, displayName?: string): string {
  return normalizeSearch([email, displayName].filter(Boolean).join(' '));
}

export function toRecord(item: Record<string, unknown> | undefined): MemberRecord | null {
  if (!item) return null;
  return {
    sub: String(item.sub),
    email: String(item.email ?? ''),
    ...(typeof item.displayName === 'string' ? { displayName: item.displayName } : {}),
    roles: Array.isArray(item.roles) ? (item.roles as Role[]) : [],
    status: String(item.status ?? 'CONFIRMED'),
    validAfter: Number(item.validAfter ?? 0),
    ...(item.deleted === true ? { deleted: true } : {}),
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? ''),
    ...(typeof item.invitedAt === 'string' ? { invitedAt: item.invitedAt } : {}),
  };
}

export function toSummary(record: MemberRecord): MemberSummary {
  return {
    id: record.sub,
    email: record.email,
    ...(record.displayName ? { displayName: record.displayName } : {}),
    roles: record.roles,
    status: record.status,
    enabled: true,
    ...(record.createdAt ? { createdAt: record.createdAt } : {}),
  };
}

export async function getMemberRecord(sub: string): Promise<MemberRecord | null> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: memberKeys.pk(sub), sk: memberKeys.sk },
      // Strongly consistent, so a demotion is seen by the next uncached read.
      ConsistentRead: true,
    }),
  );
  return toRecord(out.Item);
}

function itemOf(record: MemberRecord): Record<string, unknown> {
  return {
    pk: memberKeys.pk(record.sub),
    sk: memberKeys.sk,
    entity: 'member',
    ...record,
    gsi1pk: memberKeys.directoryPk,
    gsi1sk: memberKeys.directorySk(record.email, record.sub),
    searchText: searchTextOf(record.email, record.displayName),
  };
}

export const isConditionFailure = (error: unknown) =>
  (error as { name?: string })?.name === 'ConditionalCheckFailedException';

/**
 * Stores a record unless one (or a tombstone) exists, and returns what is
 * stored: used for lazy creation and the backfill, which must never
 * overwrite roles an admin saved or bring a deleted member back.
 */
export async function putMemberRecordIfAbsent(record: MemberRecord): Promise<MemberRecord | null> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: itemOf(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return record;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return getMemberRecord(record.sub);
  }
}

/** Stores a new member (invitation) or puts a previous record back (undo of a failed delete). */
export async function putMemberRecord(record: MemberRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: TABLE_NAME, Item: itemOf(record) }));
}

/** The member record that matches what Cognito says about a member (no revocation). */
export function recordFromCognito(member: CognitoMember, now = clock.now()): MemberRecord {
  const stamp = now.toISOString();
  return {
    sub: member.id,
    email: member.email.toLowerCase(),
    roles: member.roles,
    status: member.status,
    validAfter: 0,
    createdAt: member.createdAt ?? stamp,
    updatedAt: stamp,
  };
}
