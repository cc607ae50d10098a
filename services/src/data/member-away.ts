/**
 * Members' out-of-office days (entities/member-away.ts). A save replaces a
 * member's days at the version read (409 when stale; the first save only if
 * no item exists yet); days before today are dropped on save.
 */
import * as clock from '@app/shared/clock';
import { retentionDue } from '@app/shared/retention';
import {
  MEMBER_AWAY_MESSAGES,
  type MemberAway,
  type MemberAwayUpdate,
} from '@app/shared/schemas/member-away';
import { addDays } from '@app/shared/zoned-time';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { ConflictError } from '../lib/errors';
import { MemberAwayEntity, memberAwayKeys } from './entities/member-away';
import { queryIndexPage } from './index-page';

/** Every member's days (one Query of the MEMBER_AWAY partition, at most 500 members). */
export async function listMemberAway(): Promise<Map<string, MemberAway>> {
  const page = await queryIndexPage<MemberAway>({
    entity: MemberAwayEntity,
    partition: memberAwayKeys.pk,
    oldestFirst: true,
    limit: 500,
  });
  return new Map(page.items.map((a) => [a.email, a]));
}

export async function saveMemberAway(
  email: string,
  update: MemberAwayUpdate,
  by: string,
  now = clock.now(),
): Promise<MemberAway> {
  // A day before yesterday (UTC) is past in every office's zone.
  const oldest = addDays(now.toISOString().slice(0, 10), -1);
  const days = [...new Set(update.days)].filter((d) => d >= oldest).sort();
  const record: MemberAway = {
    email,
    days,
    version: update.version + 1,
    updatedAt: now.toISOString(),
    updatedBy: by,
  };
  const last = days.at(-1) ?? now.toISOString().slice(0, 10);
  // The retention table's period, from the last day away; TTL alone removes it (no links to handle).
  const expiresAt = Math.floor(retentionDue('memberAway', `${last}T00:00:00Z`).getTime() / 1000);
  try {
    await MemberAwayEntity.build(PutItemCommand)
      .item({ ...record, expiresAt })
      .options({
        condition:
          update.version === 0 ? { attr: 'pk', exists: false } : { attr: 'version', eq: update.version },
      })
      .send();
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException')
      throw new ConflictError(MEMBER_AWAY_MESSAGES.stale);
    throw error;
  }
  return record;
}
