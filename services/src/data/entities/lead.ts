/**
 * Leads (contact and schedule-meeting): `pk = LEAD#<kind>#<id>`, `sk = LEAD`;
 * every lead of a kind on gsi1 (`LEADS#<kind>`, `<dateRaised>#<id>`).
 * Storage-only: the search text, `updatedAt` and the sales-backfill mark.
 * Access patterns L1–L4, L7, SR3 in docs/architecture.md.
 */
import type { LeadKind } from '@app/shared/leads';
import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf, storageOnly } from './fields';
import { table } from './table';

export const leadKeys = {
  pk: (kind: LeadKind, id: string) => key('LEAD', kind, id),
  sk: 'LEAD',
  /** gsi1: every lead of a kind, sorted by date raised then id. */
  listPk: (kind: LeadKind) => key('LEADS', kind),
  listSk: (dateRaised: string, id: string) => key(dateRaised, id),
};

const fields = fieldsOf<ContactLeadView & MeetingLeadView>()(
  'dateRaised',
  'form',
  'status',
  'notes',
  'notification',
  'mails',
  'attribution',
  'deal',
  'firstResponseAt',
  'owner',
  'version',
  'office',
  'responseDueAt',
  'responseRemindAt',
  'ownerRemindedAt',
  'overdueMailedAt',
  'fullName',
  'email',
  'phoneNumber',
  'message',
  'interestedIn',
  'companyName',
  'budget',
  'expectedTime',
  'projectPhase',
  'websiteUrl',
  'meeting',
  'id',
);

function leadEntity<K extends LeadKind>(kind: K) {
  return new Entity({
    name: `${kind}Lead` as const,
    table,
    timestamps: false,
    entityAttribute: { hidden: true },
    schema: item({
      ...fields,
      id: string().key(),
      searchText: storageOnly(),
      updatedAt: storageOnly(),
      salesCounted: storageOnly(),
      // The TTL backstop (shared/src/retention.ts): weeks after the sweep's date.
      expiresAt: storageOnly(),
    }).and((prev) => ({
      pk: string()
        .key()
        .hidden()
        .link<typeof prev>(({ id }) => leadKeys.pk(kind, id)),
      sk: string().key().hidden().const(leadKeys.sk),
      gsi1pk: string().hidden().const(leadKeys.listPk(kind)),
      gsi1sk: string()
        .hidden()
        .link<typeof prev>(({ dateRaised, id }) => leadKeys.listSk(String(dateRaised), id)),
    })),
  });
}

const LEAD_ENTITIES = { contact: leadEntity('contact'), meeting: leadEntity('meeting') };

/** The entity of a kind of lead (both kinds have the same fields, only the entity name differs). */
export function leadEntityOf(kind: LeadKind) {
  return LEAD_ENTITIES[kind] as (typeof LEAD_ENTITIES)['contact'];
}

export const leadPatterns = {
  L1: 'table',
  L2: 'gsi1',
  L3: 'gsi1',
  L4: 'table',
  L7: 'gsi1',
  L8: 'gsi1',
  SR3: 'gsi1',
} as const;
