import * as clock from '@app/shared/clock';
import { putMemberRecordIfAbsent, recordFromCognito } from './member-record';
import { allMembers } from './members';
import { ensureSuperAdminGuard } from './superadmin-guard';

/**
 * One-time backfill of member records from Cognito, run after every deploy
 * (site-maintenance) and at every local start: a member without a record gets
 * one (conditional put, so a record an admin already saved, or a tombstone,
 * is never overwritten). It makes the member directory complete for members
 * who existed before member records, including invitees who never signed in.
 * A member who signs in before it runs gets their record lazily from Cognito
 * (lib/current-member.ts). Also creates the SuperAdmin guard item once.
 * Returns how many records it created.
 */
export async function backfillMemberRecords(now = clock.now()): Promise<number> {
  let created = 0;
  for await (const member of allMembers()) {
    const record = recordFromCognito(member, now);
    if ((await putMemberRecordIfAbsent(record)) === record) created++;
  }
  await ensureSuperAdminGuard();
  return created;
}
