/**
 * The last-SuperAdmin guard, atomic without transactions (dynalite has none).
 * One item, `pk = GUARD#SUPERADMINS`, `sk = GUARD`, holds the string set
 * `holders` (the subs of the SuperAdmins the app saved) and a `version`.
 * Taking SuperAdmin from someone (demotion or deletion) is a conditional
 * UpdateItem on it (`version = :seen`), so two concurrent removals are
 * serialised: the second re-reads the set without the first one's member and
 * is refused if nobody active would be left. Access pattern M4.
 *
 * Who counts: a holder other than the target who is active in Cognito at
 * check time (status CONFIRMED or RESET_REQUIRED, enabled, still in the
 * SuperAdmin group). An invitee who never signed in has status
 * FORCE_CHANGE_PASSWORD and does not count. Status only moves towards active
 * behind our back, so a stale read can only refuse more, never less.
 *
 * Order of writes (the guard may under-count, never over-count): removals
 * take the member out of the set first, then change Cognito; additions
 * change Cognito first, then add to the set.
 */
import { MEMBER_TEXTS } from '@app/shared/member-texts';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError } from '../lib/errors';
import { isActiveSuperAdmin, superAdminUsernames } from './members';

const KEY = { pk: 'GUARD#SUPERADMINS', sk: 'GUARD' };
const ATTEMPTS = 8;

interface GuardState {
  holders: string[];
  version: number;
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string })?.name === 'ConditionalCheckFailedException';

async function read(): Promise<GuardState | null> {
  const out = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: KEY, ConsistentRead: true }));
  if (!out.Item) return null;
  const holders = out.Item.holders instanceof Set ? [...(out.Item.holders as Set<string>)] : [];
  return { holders: holders.sort(), version: Number(out.Item.version ?? 0) };
}

/**
 * Creates the guard item from Cognito's SuperAdmin group when it does not
 * exist yet (first use after a deploy, or a new local data folder).
 */
export async function ensureSuperAdminGuard(): Promise<GuardState> {
  const existing = await read();
  if (existing) return existing;
  const holders = await superAdminUsernames();
  try {
    await dynamo.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...KEY,
          entity: 'guard',
          version: 0,
          ...(holders.length > 0 ? { holders: new Set(holders) } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { holders: holders.sort(), version: 0 };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await read()) as GuardState;
  }
}

/** Adds a SuperAdmin (after Cognito has them in the group). Adding never needs a check. */
export async function addSuperAdmin(sub: string): Promise<void> {
  await ensureSuperAdminGuard();
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: KEY,
      UpdateExpression: 'ADD holders :sub, #version :one',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':sub': new Set([sub]), ':one': 1 },
    }),
  );
}

async function anyOtherActive(holders: readonly string[], sub: string): Promise<boolean> {
  for (const other of holders) if (other !== sub && (await isActiveSuperAdmin(other))) return true;
  return false;
}

/**
 * Takes `sub` out of the SuperAdmins, before Cognito is changed. When the
 * target is active, at least one other active SuperAdmin must remain, else
 * 409 with MEMBER_TEXTS.lastSuperAdmin. Retries when another change won the
 * race; after ATTEMPTS tries under constant contention, 409 superAdminBusy.
 */
export async function removeSuperAdmin(sub: string, targetActive: boolean): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const state = await ensureSuperAdminGuard();
    if (targetActive && !(await anyOtherActive(state.holders, sub)))
      throw new ConflictError(MEMBER_TEXTS.lastSuperAdmin);
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: KEY,
          UpdateExpression: 'DELETE holders :sub ADD #version :one',
          ConditionExpression: '#version = :seen',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':sub': new Set([sub]), ':one': 1, ':seen': state.version },
        }),
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * (attempt + 1)));
    }
  }
  throw new ConflictError(MEMBER_TEXTS.superAdminBusy);
}
