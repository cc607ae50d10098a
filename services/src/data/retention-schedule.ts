/**
 * Where records enter the retention table (shared/src/retention.ts): the
 * retention kind of each stored kind and the due items a new record gets.
 */
import type { LeadKind } from '@app/shared/leads';
import { retentionDue, TALENT_POOL_NOTICE_DAYS } from '@app/shared/retention';
import { scheduleRetention } from './retention-due';

export function retentionKindOfLead(kind: LeadKind): 'contactLead' | 'meetingLead' {
  return kind === 'contact' ? 'contactLead' : 'meetingLead';
}

/** A lead is due two years after its last activity; the sweep re-reads it and moves the date on. */
export async function scheduleLeadExpiry(kind: LeadKind, id: string, from: string | Date) {
  await scheduleRetention(retentionKindOfLead(kind), id, retentionDue(retentionKindOfLead(kind), from));
}

/**
 * An application is due a year after it came in (or after a later talent-pool consent, `retainFrom`);
 * its talent-pool mail TALENT_POOL_NOTICE_DAYS before that.
 */
export async function scheduleApplicationExpiry(id: string, from: string | Date) {
  const due = retentionDue('application', from);
  await scheduleRetention(
    'application',
    id,
    new Date(due.getTime() - TALENT_POOL_NOTICE_DAYS * 86_400_000),
    'notice',
  );
  await scheduleRetention('application', id, due);
}

/** A deal's person is removed two years after the deal's last change. */
export async function scheduleDealExpiry(id: string, from: string | Date) {
  await scheduleRetention('deal', id, retentionDue('deal', from));
}
