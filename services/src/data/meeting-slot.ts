/**
 * Booked meeting slots. One item per office and slot start:
 * pk MEETING_SLOT#<office>#<start>, so a conditional put (attribute_not_exists)
 * lets DynamoDB decide which of two concurrent bookings of one office's slot
 * wins, while the two offices keep separate calendars. A claim is confirmed once its lead is stored;
 * one left unconfirmed (both the lead write and the release failed) frees
 * itself after SLOT_CLAIM_STALE_MS. Items written before claims carried
 * `confirmed` count as confirmed. gsi1 groups booked slots by month of the start
 * (MEETING_SLOTS#YYYY-MM, sk = <start>#<office>) so the free-slot list is a
 * Query per month of the range, never a Scan. Items from before slots carried
 * an office (pk MEETING_SLOT#<start>) were all Noida's and read as such.
 */

import * as clock from '@app/shared/clock';
import type { MeetingOfficeId } from '@app/shared/leads';
import { type OfficeSlot, slotKey } from '@app/shared/meeting-slots';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { MeetingSlotEntity, type StoredSlot, slotKeys } from './entities/meeting-slot';
import { queryIndexPage } from './index-page';

export { slotKeys };

/**
 * A claim that was never confirmed (its lead write failed, and so did the
 * release) frees itself after this long: far beyond the contact Lambda's
 * timeout, so the request that made it has certainly ended.
 */
export const SLOT_CLAIM_STALE_MS = 2 * 60_000;

type ClaimResult = 'claimed' | 'taken';

function putClaim(slot: OfficeSlot, end: string, leadId: string, now: Date, condition: Condition) {
  return MeetingSlotEntity.build(PutItemCommand)
    .item({ ...slot, end, leadId, confirmed: false, bookedAt: now.toISOString() })
    .options({ condition: condition as never })
    .send();
}

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Claims a slot for a lead (unconfirmed until confirmSlot). A held slot is
 * taken, unless its claim is unconfirmed, stale and its lead was never
 * stored: then the claim is orphaned and this lead takes it over. No
 * transactions (dynalite lacks them): the conditional puts decide races.
 */
export async function claimSlot(
  slot: OfficeSlot,
  end: string,
  leadId: string,
  leadExists: (leadId: string) => Promise<boolean>,
  now = clock.now(),
): Promise<ClaimResult> {
  try {
    await putClaim(slot, end, leadId, now, { attr: 'pk', exists: false });
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const held = await MeetingSlotEntity.build(GetItemCommand).key(slot).options({ consistent: true }).send();
  const item = held.Item as StoredSlot | undefined;
  if (item?.confirmed !== false) return 'taken';
  if (Date.parse(String(item.bookedAt)) > now.getTime() - SLOT_CLAIM_STALE_MS) return 'taken';
  const previous = String(item.leadId);
  if (await leadExists(previous)) {
    // The lead was stored but the confirmation was lost: confirm it now.
    await confirmSlot(slot, previous).catch(() => undefined);
    return 'taken';
  }
  try {
    await putClaim(slot, end, leadId, now, {
      and: [
        { attr: 'leadId', eq: previous },
        { attr: 'confirmed', eq: false },
      ],
    });
    return 'claimed';
  } catch (error) {
    if (isConditionFailure(error)) return 'taken';
    throw error;
  }
}

/** Marks a claim as backed by its stored lead. */
export async function confirmSlot(slot: OfficeSlot, leadId: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: slotKeys.pk(slot), sk: slotKeys.sk },
      UpdateExpression: 'SET confirmed = :true',
      ConditionExpression: 'leadId = :lead',
      ExpressionAttributeValues: { ':lead': leadId, ':true': true },
    }),
  );
}

/** Gives a slot back, only if this lead still holds it (the lead write failed after the claim). */
export async function releaseSlot(slot: OfficeSlot, leadId: string): Promise<void> {
  await MeetingSlotEntity.build(DeleteItemCommand)
    .key(slot)
    .options({ condition: { attr: 'leadId', eq: leadId } })
    .send();
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const m = `${year}-${String(month).padStart(2, '0')}`;
    months.push(m);
    if (m >= last || months.length > 24) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * Booked slots in [from, to] (ISO instants) as slot keys (`<office>#<start>`):
 * one Query per calendar month (UTC). A stale unconfirmed claim counts as free
 * (claimSlot checks it).
 */
export async function bookedSlotKeys(from: string, to: string, now = clock.now()): Promise<Set<string>> {
  const staleBefore = now.getTime() - SLOT_CLAIM_STALE_MS;
  const booked = new Set<string>();
  for (const month of monthsBetween(from, to)) {
    let cursor: string | undefined;
    do {
      // `~` sorts after '#' and every office id, so the last start's items are included.
      const page = await queryIndexPage<Partial<StoredSlot>>({
        entity: MeetingSlotEntity,
        index: 'gsi1',
        partition: slotKeys.monthPk(`${month}-01`),
        range: { between: [from, `${to}~`] },
        oldestFirst: true,
        limit: 500,
        cursor,
        attributes: ['start', 'office', 'confirmed', 'bookedAt'],
      });
      for (const item of page.items) {
        const orphan = item.confirmed === false && Date.parse(String(item.bookedAt)) < staleBefore;
        const office = (item.office ?? 'noida') as MeetingOfficeId;
        if (!orphan) booked.add(slotKey({ office, start: String(item.start) }));
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return booked;
}

/**
 * Booked slots starting in [from, to] with their lead (the reminder sweep):
 * one Query per month, bounded by the range (a day holds a few dozen slots).
 * Unconfirmed claims are left out: their lead may not exist.
 */
export async function bookedSlotsBetween(from: string, to: string): Promise<StoredSlot[]> {
  const found: StoredSlot[] = [];
  for (const month of monthsBetween(from, to)) {
    let cursor: string | undefined;
    do {
      const page = await queryIndexPage<Partial<StoredSlot>>({
        entity: MeetingSlotEntity,
        index: 'gsi1',
        partition: slotKeys.monthPk(`${month}-01`),
        range: { between: [from, `${to}~`] },
        oldestFirst: true,
        limit: 500,
        cursor,
        attributes: ['start', 'office', 'confirmed', 'leadId', 'end', 'bookedAt'],
      });
      for (const item of page.items)
        if (item.confirmed !== false && item.leadId)
          found.push({ ...(item as StoredSlot), office: (item.office ?? 'noida') as MeetingOfficeId });
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return found;
}
