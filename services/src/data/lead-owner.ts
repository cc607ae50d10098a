/**
 * Lead owners and meeting hosts (issue 30, item 5): each new lead takes one
 * turn of a round-robin among the Sales members who are not out of office on
 * the lead's day (in its office's zone); when every one is away (or there is
 * none) the SuperAdmins take the turn. A booked meeting's host is its lead's
 * owner, so a booking costs one turn, not two.
 *
 * The rotation is one item (`ROTATION#<pool>` / `ROTATION`: `turn`, `last`)
 * moved on by a conditional write on `turn`: two submissions at once cannot
 * both take the same turn; the loser reads again and takes the next one.
 * The next owner is the first candidate after `last` in e-mail order, so a
 * member joining or leaving never makes anyone get two turns in a row.
 * Access pattern RR1 in docs/architecture.md.
 */
import type { Role } from '@app/shared/roles';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { listMemberAway } from './member-away';
import { listMemberRecords } from './member-directory';
import { key } from './table';

export interface LeadOwner {
  email: string;
  displayName?: string;
}

/** The production rotation; a test names its own pool so other files' members never take its turns. */
export const LEAD_OWNER_POOL = 'lead-owner';
/** Directory pages read per role (each up to 100 members). */
const MAX_DIRECTORY_PAGES = 5;
const MAX_ATTEMPTS = 25;

const rotationKey = (pool: string) => ({ pk: key('ROTATION', pool), sk: 'ROTATION' });

export async function membersWithRole(role: Role): Promise<LeadOwner[]> {
  const out: LeadOwner[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_DIRECTORY_PAGES; i++) {
    const page = await listMemberRecords({ role, limit: 100, cursor });
    for (const m of page.items)
      if (m.enabled !== false)
        out.push({ email: m.email, ...(m.displayName ? { displayName: m.displayName } : {}) });
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return out;
}

/** Who can take a lead on `day`: Sales members not away that day, else the SuperAdmins; e-mail order. */
export async function ownerCandidates(day: string, only?: (email: string) => boolean): Promise<LeadOwner[]> {
  const away = await listMemberAway();
  const present = (m: LeadOwner) => (!only || only(m.email)) && !away.get(m.email)?.days.includes(day);
  const sales = (await membersWithRole('Sales')).filter(present);
  const pool =
    sales.length > 0 ? sales : (await membersWithRole('SuperAdmin')).filter((m) => !only || only(m.email));
  return pool.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
}

/** The candidate after `last` in e-mail order, wrapping round. */
export function nextInTurn(
  candidates: readonly LeadOwner[],
  last: string | undefined,
): LeadOwner | undefined {
  if (!last) return candidates[0];
  return candidates.find((c) => c.email > last) ?? candidates[0];
}

/**
 * Takes one turn of the rotation among `candidates`: the conditional write on
 * `turn` decides concurrent callers. Undefined when there is no candidate.
 */
export async function takeTurn(
  candidates: readonly LeadOwner[],
  pool = LEAD_OWNER_POOL,
): Promise<LeadOwner | undefined> {
  if (candidates.length === 0) return undefined;
  const Key = rotationKey(pool);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key, ConsistentRead: true }));
    const turn = (current.Item?.turn as number | undefined) ?? 0;
    const next = nextInTurn(candidates, current.Item?.last as string | undefined) as LeadOwner;
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key,
          UpdateExpression: 'SET #turn = :next, #last = :last, entity = :entity',
          ConditionExpression: turn === 0 ? 'attribute_not_exists(pk) OR #turn = :turn' : '#turn = :turn',
          ExpressionAttributeNames: { '#turn': 'turn', '#last': 'last' },
          ExpressionAttributeValues: {
            ':turn': turn,
            ':next': turn + 1,
            ':last': next.email,
            ':entity': 'rotation',
          },
        }),
      );
      return next;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      // Someone took this turn: back off a little (spreads a burst) and read again.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
  // Never seen in practice (25 lost races); the lead still gets an owner, the rotation just skips a beat.
  return nextInTurn(candidates, undefined);
}

/** The owner of a new lead on `day` (the lead's day in its office's zone). */
export async function assignOwner(day: string): Promise<LeadOwner | undefined> {
  return takeTurn(await ownerCandidates(day));
}
