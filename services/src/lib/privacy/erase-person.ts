/**
 * The erasure of one person (GDPR Art. 17, issue 28): every record the
 * privacy search finds is deleted or anonymised with its links
 * (erase-records.ts), the kept content revisions that name the person go
 * (erase-revisions.ts), and the local outbox's mails naming the address go.
 * Idempotent: a second call finds nothing and answers zero counts.
 */
import type { LeadKind } from '@app/shared/leads';
import { memberAwayKeys } from '../../data/entities/member-away';
import {
  addCounts,
  anonymiseDeal,
  deleteItem,
  type EraseCounts,
  eraseApplication,
  eraseLead,
} from './erase-records';
import { eraseRevisions } from './erase-revisions';
import { eraseMails } from './mail-archive';
import { namesIn, type PersonRecords } from './person-records';

export async function erasePerson(email: string, records: PersonRecords): Promise<EraseCounts> {
  const counts: EraseCounts = {};
  const names = namesIn(records);
  const leads: Array<[LeadKind, Record<string, unknown>]> = [
    ...records.contactLeads.map((l) => ['contact', l] as [LeadKind, Record<string, unknown>]),
    ...records.meetingLeads.map((l) => ['meeting', l] as [LeadKind, Record<string, unknown>]),
  ];
  for (const [kind, lead] of leads) addCounts(counts, await eraseLead(kind, String(lead.id)));
  for (const app of records.applications) addCounts(counts, await eraseApplication(String(app.id)));
  // Deals not reached through a lead above (made by hand, naming the address).
  for (const deal of records.deals) {
    const result = await anonymiseDeal(String(deal.id), { email, names });
    addCounts(counts, result);
  }
  // Older versions of a testimonial, case study or project that quote the person (the live one is staff's to edit).
  counts.revisions = await eraseRevisions(records.revisions);
  // A staff member's out-of-office days (keyed by their address).
  let away = 0;
  for (const item of records.memberAway) if (await deleteItem(memberAwayKeys.pk, String(item.email))) away++;
  counts.memberAway = away;
  counts.mails = await eraseMails(email);
  return Object.fromEntries(Object.entries(counts).filter(([, v]) => v > 0));
}
