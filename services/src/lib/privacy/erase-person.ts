/**
 * The erasure of one person (GDPR Art. 17, issue 28): every record the
 * privacy search finds is deleted or anonymised with its links
 * (erase-records.ts), and the local outbox's mails naming the address go.
 * Idempotent: a second call finds nothing and answers zero counts.
 */
import type { LeadKind } from '@app/shared/leads';
import { addCounts, anonymiseDeal, type EraseCounts, eraseApplication, eraseLead } from './erase-records';
import { eraseNamingRevisions } from './erase-revisions';
import { eraseMails } from './mail-archive';
import type { PersonRecords } from './person-records';

export async function erasePerson(email: string, records: PersonRecords): Promise<EraseCounts> {
  const counts: EraseCounts = {};
  const leads: Array<[LeadKind, Record<string, unknown>]> = [
    ...records.contactLeads.map((l) => ['contact', l] as [LeadKind, Record<string, unknown>]),
    ...records.meetingLeads.map((l) => ['meeting', l] as [LeadKind, Record<string, unknown>]),
  ];
  const names = new Set<string>();
  for (const [kind, lead] of leads) {
    if (typeof lead.fullName === 'string') names.add(lead.fullName);
    addCounts(counts, await eraseLead(kind, String(lead.id)));
  }
  for (const app of records.applications) {
    if (typeof app.fullName === 'string') names.add(app.fullName);
    addCounts(counts, await eraseApplication(String(app.id)));
  }
  // Deals not reached through a lead above (made by hand, naming the address).
  for (const deal of records.deals) {
    const result = await anonymiseDeal(String(deal.id), { email, names: [...names] });
    addCounts(counts, result);
  }
  // Older versions of a testimonial that quote the person (the live one is staff's to edit).
  counts.revisions = await eraseNamingRevisions([email, ...names]);
  counts.mails = await eraseMails(email);
  return Object.fromEntries(Object.entries(counts).filter(([, v]) => v > 0));
}
