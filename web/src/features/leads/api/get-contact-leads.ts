import { LEAD_ROUTE_PATHS } from '@app/shared/routes/leads';
import type { ContactLeadView, LeadListQuery, LeadPage } from '@app/shared/schemas/lead-admin';
import { apiRequest } from '../../../lib/api-client';

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
