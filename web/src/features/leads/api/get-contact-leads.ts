import { LEAD_ROUTE_PATHS } from '@app/shared/routes/leads';
import type { ContactLeadView, LeadListQuery, LeadPage } from '@app/shared/schemas/lead-admin';
import { apiRequest } from '../../../lib/api-client';
import { SHARED_QUERY_ROOTS } from '../../../lib/query-keys';

/** The cache key of the contact leads' pages (lead writes invalidate it). */
export const CONTACT_LEADS_KEY = [...SHARED_QUERY_ROOTS.leads, 'contact'] as const;

/** GET /admin/get-contact-leads (SPEC §7): one page, newest first. */
export function getContactLeads(
  query: LeadListQuery,
  signal?: AbortSignal,
): Promise<LeadPage<ContactLeadView>> {
  return apiRequest<LeadPage<ContactLeadView>>('GET', LEAD_ROUTE_PATHS.contactLeads, {
    query: { ...query },
    signal,
  });
}
