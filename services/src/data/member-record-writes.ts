/**
 * Writes to member records (member-record.ts has the item shape and keys):
 * roles with an optional revocation, tombstones, display names, activation
 * and the invitation-resend claim. Each is one conditional UpdateItem/PutItem.
 */
import type { Role } from '@app/shared/roles';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { isConditionFailure, type MemberRecord, memberKeys, searchTextOf, toRecord } from './member-record';

/**
 * validAfter for a revocation at `now`: ID tokens carry whole seconds (`iat`),
 * so it is the next whole second and a token issued in the same second as the
 * change, possibly before it, is refused too (a new sign-in a moment later is not).
 * The defaults below are the real time, not the business clock (shared/src/clock.ts):
 * validAfter is compared with the `iat` Cognito stamps with the real time.
 */
export const revocationSecond = (now: Date) => Math.ceil(now.getTime() / 1000);

/** A tombstone outlives every ID token issued before it (Cognito: at most 1 day; ours: 1 hour). */
const TOMBSTONE_DAYS = 2;

/**
 * The member's roles become `roles` (creating the record from what Cognito
 * says if it is missing). `revoke` also moves `validAfter` to now, so ID
 * tokens issued before this second are refused.
 */
export async function saveMemberRoles(
  member: { sub: string; email: string; status: string },
  roles: readonly Role[],
  revoke: boolean,
  now = new Date(),
): Promise<void> {
  const stamp = now.toISOString();
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: memberKeys.pk(member.sub), sk: memberKeys.sk },
      UpdateExpression:
        `SET #roles = :roles, #updatedAt = :now, #validAfter = ${revoke ? ':validAfter' : 'if_not_exists(#validAfter, :validAfter)'}, ` +
        '#sub = :sub, #email = :email, ' +
        '#entity = :entity, #status = if_not_exists(#status, :status), #createdAt = if_not_exists(#createdAt, :now), ' +
        '#gsi1pk = :gsi1pk, #gsi1sk = :gsi1sk, #searchText = if_not_exists(#searchText, :searchText)',
      ConditionExpression: 'attribute_not_exists(#deleted)',
      ExpressionAttributeNames: Object.fromEntries(
        [
          'roles',
          'updatedAt',
          'validAfter',
          'sub',
          'email',
          'entity',
          'status',
          'createdAt',
          'gsi1pk',
          'gsi1sk',
        ]
          .concat(['searchText', 'deleted'])
          .map((n) => [`#${n}`, n]),
      ),
      ExpressionAttributeValues: {
        ':roles': [...roles],
        ':now': stamp,
        ':sub': member.sub,
        ':email': member.email,
        ':entity': 'member',
        ':status': member.status,
        ':gsi1pk': memberKeys.directoryPk,
        ':gsi1sk': memberKeys.directorySk(member.email, member.sub),
        ':searchText': searchTextOf(member.email),
        // Without a revocation an existing validAfter stays; 0 for a new record.
        ':validAfter': revoke ? revocationSecond(now) : 0,
      },
    }),
  );
}

/** Replaces the record by a tombstone and returns the record it replaced (to undo a failed delete). */
export async function tombstoneMember(
  sub: string,
  email: string,
  now = new Date(),
): Promise<MemberRecord | null> {
  const out = await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: memberKeys.pk(sub),
        sk: memberKeys.sk,
        entity: 'member',
        sub,
        email,
        roles: [],
        status: 'DELETED',
        deleted: true,
        validAfter: revocationSecond(now),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        expiresAt: revocationSecond(now) + TOMBSTONE_DAYS * 86_400,
      },
      ReturnValues: 'ALL_OLD',
    }),
  );
  const previous = toRecord(out.Attributes);
  return previous?.deleted ? null : previous;
}

/** Sets the display name (and the search text that includes it). */
export async function setDisplayName(sub: string, email: string, displayName: string, now = new Date()) {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: memberKeys.pk(sub), sk: memberKeys.sk },
      UpdateExpression: 'SET displayName = :name, searchText = :search, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted)',
      ExpressionAttributeValues: {
        ':name': displayName,
        ':search': searchTextOf(email, displayName),
        ':now': now.toISOString(),
      },
    }),
  );
}

/** The member has signed in (they hold an ID token): their status becomes CONFIRMED. Best effort. */
export async function markActive(sub: string): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: memberKeys.pk(sub), sk: memberKeys.sk },
        UpdateExpression: 'SET #status = :active',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted) AND #status <> :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'CONFIRMED' },
      }),
    )
    .catch(() => undefined);
}

/**
 * Claims the right to resend an invitation: at most one per `gapMs` per
 * member, decided by a conditional update (two clicks cannot both send).
 * Returns false when the last invitation is too recent.
 */
export async function claimInvitationSend(sub: string, gapMs: number, now = new Date()): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: memberKeys.pk(sub), sk: memberKeys.sk },
        UpdateExpression: 'SET invitedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(deleted) AND (attribute_not_exists(invitedAt) OR invitedAt < :cutoff)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':cutoff': new Date(now.getTime() - gapMs).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Every ID token the member holds now is refused from the next whole second
 * (a password change or reset, "sign out everywhere"). No record yet means the
 * member never reached the API: nothing to refuse, so nothing is written.
 */
export async function revokeMemberTokens(sub: string, now = new Date()): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: memberKeys.pk(sub), sk: memberKeys.sk },
        UpdateExpression: 'SET validAfter = :validAfter, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted)',
        ExpressionAttributeValues: { ':validAfter': revocationSecond(now), ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
