/**
 * Contact leads (Contact Us form). Keys and the list live in lead-store.ts
 * (kind 'contact'); this file builds the stored lead from the form.
 */
import type { Attribution } from '@app/shared/analytics';
import type { ContactForm } from '@app/shared/schemas/contact';
import { toContactLead } from '@app/shared/schemas/contact';
import type { ContactLeadView, LeadListQuery, LeadPage } from '@app/shared/schemas/lead-admin';
import { listLeads } from './lead-list';
import { getLead, newLeadMeta, putLead } from './lead-store';

export async function createContactLead(
  form: ContactForm,
  meta = newLeadMeta(),
  attribution?: Attribution,
): Promise<ContactLeadView> {
  const { _id: _unused, ...fields } = toContactLead(form, meta.dateRaised);
  const lead: ContactLeadView = {
    ...fields,
    ...meta,
    form: 'contact',
    ...(attribution ? { attribution } : {}),
  };
  return putLead('contact', lead, [lead.fullName, lead.email, lead.phoneNumber], form.timeZone);
}

export function listContactLeads(query: LeadListQuery, viewer?: string): Promise<LeadPage<ContactLeadView>> {
  return listLeads<ContactLeadView>('contact', query, viewer);
}

export function getContactLead(id: string): Promise<ContactLeadView | null> {
  return getLead<ContactLeadView>('contact', id);
}
