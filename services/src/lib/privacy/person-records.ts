/**
 * Everything the product keeps about one e-mail address (issue 28), found
 * through the person index (data/person-link.ts, one Query) and the links
 * of each record: leads of both kinds with their notes, the booked meeting
 * slots, applications and their résumé files, deals and their activities
 * (also a deal made from one of the person's leads), the kept content
 * revisions that name the address or one of the person's names
 * (erase-revisions.ts), a staff member's out-of-office days (their address
 * is the key), and the mails the local outbox kept. A record whose address changed since it was linked is left
 * out. Bounded: at most MAX_PERSON_LINKS records.
 */
import type { LeadKind } from '@app/shared/leads';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dealKeys } from '../../data/deal';
import { activityKeys } from '../../data/entities/deal-activity';
import { slotKeys } from '../../data/entities/meeting-slot';
import { memberAwayKeys } from '../../data/entities/member-away';
import { applicationKeys } from '../../data/job-application';
import { leadKeys } from '../../data/lead-store';
import { type PersonLink, personLinks } from '../../data/person-link';
import { normalizeEmail } from '../../data/privacy-key';
import { dynamo, TABLE_NAME } from '../dynamo';
import { mapLimited } from '../map-limited';
import { getRaw } from './erase-records';
import { findNamingRevisions, type NamingRevision } from './erase-revisions';
import { type ArchivedMail, mailsNaming } from './mail-archive';

type Item = Record<string, unknown>;

export interface PersonRecords {
  contactLeads: Item[];
  meetingLeads: Item[];
  meetingSlots: Item[];
  applications: Item[];
  deals: Item[];
  dealActivities: Item[];
  revisions: NamingRevision[];
  memberAway: Item[];
  mails: ArchivedMail[];
}

export const PERSON_KINDS = [
  'contactLeads',
  'meetingLeads',
  'meetingSlots',
  'applications',
  'deals',
  'dealActivities',
  'revisions',
  'memberAway',
  'mails',
] as const satisfies readonly (keyof PersonRecords)[];

/** Storage attributes that are not the person's data (keys, index keys, search text). */
const STORAGE = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'searchText', 'entity']);

export function view(item: Item): Item {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !STORAGE.has(k)));
}

const LEAD_KIND: Record<string, LeadKind> = { contactLead: 'contact', meetingLead: 'meeting' };

async function activitiesOf(dealId: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < 10; page++) {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': dealKeys.pk(dealId), ':prefix': activityKeys.skPrefix },
        ExclusiveStartKey: start,
        Limit: 100,
      }),
    );
    items.push(...(out.Items ?? []).map((a) => ({ dealId, ...view(a) })));
    start = out.LastEvaluatedKey;
    if (!start) break;
  }
  return items;
}

export async function findPerson(email: string): Promise<PersonRecords> {
  const address = normalizeEmail(email);
  const names = (value: unknown) => typeof value === 'string' && normalizeEmail(value) === address;
  const out: PersonRecords = {
    contactLeads: [],
    meetingLeads: [],
    meetingSlots: [],
    applications: [],
    deals: [],
    dealActivities: [],
    revisions: [],
    memberAway: [],
    mails: [],
  };
  const links = await personLinks(address);
  const dealIds = new Set<string>();
  const records = await mapLimited(links, 8, async (link: PersonLink) => {
    const leadKind = LEAD_KIND[link.kind];
    const [pk, sk] = leadKind
      ? [leadKeys.pk(leadKind, link.id), leadKeys.sk]
      : link.kind === 'application'
        ? [applicationKeys.pk(link.id), applicationKeys.sk]
        : [dealKeys.pk(link.id), dealKeys.sk];
    return { link, item: await getRaw(pk, sk) };
  });
  for (const { link, item } of records) {
    if (!item) continue;
    const leadKind = LEAD_KIND[link.kind];
    if (leadKind && names(item.email)) {
      (leadKind === 'contact' ? out.contactLeads : out.meetingLeads).push(view(item));
      const deal = item.deal as { id?: string } | undefined;
      if (deal?.id) dealIds.add(deal.id);
      const meeting = item.meeting as { start?: string; office?: string } | undefined;
      if (meeting?.start) {
        const slot = await getRaw(
          slotKeys.pk({ office: (meeting.office ?? 'noida') as never, start: meeting.start }),
          slotKeys.sk,
        );
        if (slot && slot.leadId === item.id) out.meetingSlots.push(view(slot));
      }
    } else if (link.kind === 'application' && names(item.email)) out.applications.push(view(item));
    else if (link.kind === 'deal' && names(item.contactEmail)) dealIds.add(link.id);
  }
  for (const id of dealIds) {
    const deal = await getRaw(dealKeys.pk(id), dealKeys.sk);
    if (!deal) continue;
    out.deals.push(view(deal));
    out.dealActivities.push(...(await activitiesOf(id)));
  }
  out.revisions = await findNamingRevisions([address, ...namesIn(out)]);
  const away = await getRaw(memberAwayKeys.pk, address);
  // The address is the sort key (view drops keys), so it is put back as the record's own field.
  if (away) out.memberAway.push({ email: address, ...view(away) });
  out.mails = await mailsNaming(address);
  return out;
}

/** The person's names as their own records give them (a revision quoting one names the person). */
export function namesIn(records: PersonRecords): string[] {
  const names = new Set<string>();
  for (const item of [...records.contactLeads, ...records.meetingLeads, ...records.applications])
    if (typeof item.fullName === 'string') names.add(item.fullName);
  for (const deal of records.deals)
    if (typeof deal.contactName === 'string' && deal.contactName) names.add(deal.contactName);
  return [...names];
}

export function countsOf(records: PersonRecords): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of PERSON_KINDS) counts[kind] = records[kind].length;
  counts.resumes = records.applications.filter((a) => typeof a.resume === 'string' && a.resume).length;
  return counts;
}
