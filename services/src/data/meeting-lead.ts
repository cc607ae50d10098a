/**
 * Schedule-meeting leads: from lets-connect (no slot) and from
 * schedule-meeting (with the booked slot). Keys and the list live in
 * lead-store.ts (kind 'meeting').
 */

import type { Attribution } from '@app/shared/analytics';
import type { MeetingOfficeId } from '@app/shared/leads';
import type { LeadListQuery, LeadPage, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { type LetsConnectForm, toScheduleMeetingLead } from '@app/shared/schemas/lets-connect';
import { listLeads } from './lead-list';
import { getLead, newLeadMeta, putLead } from './lead-store';

export interface BookedMeeting {
  start: string;
  end: string;
  /** The visitor's zone (for their mail). */
  timeZone?: string;
  /** The office whose calendar holds the slot. */
  office: MeetingOfficeId;
}

/** A new lead's id and date, made before any write so a slot can name its lead. */
export { newLeadMeta } from './lead-store';

export async function createMeetingLead(
  form: LetsConnectForm,
  meta = newLeadMeta(),
  meeting?: BookedMeeting,
  attribution?: Attribution,
): Promise<MeetingLeadView> {
  const { _id: _unused, ...fields } = toScheduleMeetingLead(form, meta.dateRaised);
  const lead: MeetingLeadView = {
    ...fields,
    ...meta,
    form: meeting ? 'schedule-meeting' : 'lets-connect',
    ...(meeting ? { meeting } : {}),
    ...(attribution ? { attribution } : {}),
  };
  return putLead('meeting', lead, [lead.fullName, lead.email, lead.companyName ?? '']);
}

export function listMeetingLeads(query: LeadListQuery): Promise<LeadPage<MeetingLeadView>> {
  return listLeads<MeetingLeadView>('meeting', query);
}

export function getMeetingLead(id: string): Promise<MeetingLeadView | null> {
  return getLead<MeetingLeadView>('meeting', id);
}
