import { LEAD_ROUTE_PATHS } from '@app/shared/routes/leads';
import type { LeadListQuery, LeadPage, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { apiRequest } from '../../../lib/api-client';
import { SHARED_QUERY_ROOTS } from '../../../lib/query-keys';

/** The cache key of the meeting leads' pages (lead writes invalidate it). */
export const MEETING_LEADS_KEY = [...SHARED_QUERY_ROOTS.leads, 'meeting'] as const;

/** GET /admin/get-let-us-connect-leads (SPEC §7): schedule-meeting leads, newest first. */
export function getMeetingLeads(
  query: LeadListQuery,
  signal?: AbortSignal,
): Promise<LeadPage<MeetingLeadView>> {
  return apiRequest<LeadPage<MeetingLeadView>>('GET', LEAD_ROUTE_PATHS.meetingLeads, {
    query: { ...query },
    signal,
  });
}
