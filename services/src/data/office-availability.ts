/**
 * Office availability records (entities/office-availability.ts). An office
 * nobody has saved reads as its seed from code (version 0); the first save
 * creates the item only if it is still absent, later saves only at the
 * version read (optimistic concurrency: 409 when stale). The slot request
 * reads the records on every call (two consistent GetItems), so a change
 * applies to the next request.
 */
import * as clock from '@app/shared/clock';
import { MEETING_OFFICE_IDS, type MeetingOfficeId } from '@app/shared/leads';
import { AVAILABILITY_MESSAGES } from '@app/shared/office-availability-messages';
import { availabilitySeed } from '@app/shared/office-availability-seed';
import type { AvailabilityUpdate, OfficeAvailability } from '@app/shared/schemas/office-availability';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { ConflictError } from '../lib/errors';
import { OfficeAvailabilityEntity } from './entities/office-availability';

export async function getAvailability(id: MeetingOfficeId): Promise<OfficeAvailability> {
  const out = await OfficeAvailabilityEntity.build(GetItemCommand)
    .key({ id })
    .options({ consistent: true })
    .send();
  return (out.Item as OfficeAvailability | undefined) ?? availabilitySeed(id);
}

/** Every office's availability, in MEETING_OFFICE_IDS order. */
export function listAvailabilities(): Promise<OfficeAvailability[]> {
  return Promise.all(MEETING_OFFICE_IDS.map(getAvailability));
}

export async function saveAvailability(
  id: MeetingOfficeId,
  update: AvailabilityUpdate,
  by: string,
  now = clock.now(),
): Promise<OfficeAvailability> {
  const seed = availabilitySeed(id);
  const { version, ...fields } = update;
  const record: OfficeAvailability = {
    ...fields,
    id,
    slotMinutes: seed.slotMinutes,
    workingDays: [...new Set(fields.workingDays)].sort(),
    closures: [...fields.closures].sort((a, b) => (a.date < b.date ? -1 : 1)),
    version: version + 1,
    updatedAt: now.toISOString(),
    updatedBy: by,
  };
  try {
    await OfficeAvailabilityEntity.build(PutItemCommand)
      .item(record)
      .options({
        condition: version === 0 ? { attr: 'pk', exists: false } : { attr: 'version', eq: version },
      })
      .send();
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException')
      throw new ConflictError(AVAILABILITY_MESSAGES.stale);
    throw error;
  }
  return record;
}
