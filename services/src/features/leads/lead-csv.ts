import {
  LEAD_FORM_LABELS,
  type LeadKind,
  leadFormOf,
  MEETING_OFFICES,
  type MeetingOfficeId,
} from '@app/shared/leads';
import type { ContactLeadView, LeadMeta, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { isoInZone } from '@app/shared/zoned-time';
import { csvCell } from '../../lib/csv';

export { csvCell };

/** A cell's value; times are ISO 8601 with the offset of `zone` (the member's, else UTC). */
type Column<T> = [header: string, value: (lead: T, zone: string) => string | undefined];

const at = (iso: string | undefined, zone: string) => (iso ? isoInZone(iso, zone) : '');

/** A lead's meeting office; leads booked before slots carried one were Noida's. */
const officeOf = (l: MeetingLeadView) => MEETING_OFFICES[(l.meeting?.office ?? 'noida') as MeetingOfficeId];

function officeTime(l: MeetingLeadView): string {
  return l.meeting ? isoInZone(l.meeting.start, officeOf(l).timeZone) : '';
}

/**
 * The follow-up (issue 30): who owns the lead, when the reply is due, and when
 * it was first answered; the same on every kind's export, after the status.
 */
const FOLLOW_UP_COLUMNS: Column<LeadMeta>[] = [
  ['Owner', (l) => l.owner],
  ['Due', (l, zone) => at(l.responseDueAt, zone)],
  ['First response', (l, zone) => at(l.firstResponseAt, zone)],
];

const CONTACT_COLUMNS: Column<ContactLeadView>[] = [
  ['Date raised', (l, zone) => at(l.dateRaised, zone)],
  ['Full name', (l) => l.fullName],
  ['Email', (l) => l.email],
  ['Phone number', (l) => l.phoneNumber],
  ['Message', (l) => l.message],
  ['Status', (l) => l.status],
  ...FOLLOW_UP_COLUMNS,
  ['Notification', (l) => l.notification],
  ['Source', (l) => l.attribution?.source],
  ['UTM campaign', (l) => l.attribution?.utmCampaign],
  ['Landing page', (l) => l.attribution?.landingPage],
];

const MEETING_COLUMNS: Column<MeetingLeadView>[] = [
  ['Date raised', (l, zone) => at(l.dateRaised, zone)],
  ['Kind', (l) => LEAD_FORM_LABELS[leadFormOf('meeting', l)]],
  ['Full name', (l) => l.fullName],
  ['Email', (l) => l.email],
  ['Company name', (l) => l.companyName],
  ['Website URL', (l) => l.websiteUrl],
  ['Interested in', (l) => l.interestedIn],
  ['Budget', (l) => l.budget],
  ['Expected time', (l) => l.expectedTime],
  ['Project phase', (l) => l.projectPhase],
  ['Message', (l) => l.message],
  ['Meeting start', (l, zone) => at(l.meeting?.start, zone)],
  ['Meeting office', (l) => (l.meeting ? officeOf(l).name : '')],
  ['Meeting start (office time)', officeTime],
  ['Office time zone', (l) => (l.meeting ? officeOf(l).timeZone : '')],
  ['Status', (l) => l.status],
  ...FOLLOW_UP_COLUMNS,
  ['Notification', (l) => l.notification],
  ['Source', (l) => l.attribution?.source],
  ['UTM campaign', (l) => l.attribution?.utmCampaign],
  ['Landing page', (l) => l.attribution?.landingPage],
];

export function csvHeader(kind: LeadKind): string {
  const columns = kind === 'contact' ? CONTACT_COLUMNS : MEETING_COLUMNS;
  return columns.map(([h]) => csvCell(h)).join(',');
}

/** One lead as a CSV line; `zone` is the member's IANA zone (UTC by default). */
export function csvRow(kind: LeadKind, lead: ContactLeadView | MeetingLeadView, zone = 'UTC'): string {
  const columns = (kind === 'contact' ? CONTACT_COLUMNS : MEETING_COLUMNS) as Column<typeof lead>[];
  return columns.map(([, value]) => csvCell(value(lead, zone))).join(',');
}
