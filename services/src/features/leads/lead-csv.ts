import { type LeadKind, MEETING_OFFICES, type MeetingOfficeId } from '@app/shared/leads';
import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { formatZoned } from '@app/shared/zoned-time';
import { csvCell } from '../../lib/csv';

export { csvCell };

type Column<T> = [header: string, value: (lead: T) => string | undefined];

/** A lead's meeting office; leads booked before slots carried one were Noida's. */
const officeOf = (l: MeetingLeadView) => MEETING_OFFICES[(l.meeting?.office ?? 'noida') as MeetingOfficeId];

function officeTime(l: MeetingLeadView): string {
  if (!l.meeting) return '';
  const { timeZone } = officeOf(l);
  return formatZoned(
    l.meeting.start,
    timeZone,
    { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' },
    'en-CA',
  );
}

const CONTACT_COLUMNS: Column<ContactLeadView>[] = [
  ['Date raised', (l) => l.dateRaised],
  ['Full name', (l) => l.fullName],
  ['Email', (l) => l.email],
  ['Phone number', (l) => l.phoneNumber],
  ['Message', (l) => l.message],
  ['Status', (l) => l.status],
  ['Notification', (l) => l.notification],
  ['Source', (l) => l.attribution?.source],
  ['UTM campaign', (l) => l.attribution?.utmCampaign],
  ['Landing page', (l) => l.attribution?.landingPage],
];

const MEETING_COLUMNS: Column<MeetingLeadView>[] = [
  ['Date raised', (l) => l.dateRaised],
  ['Full name', (l) => l.fullName],
  ['Email', (l) => l.email],
  ['Company name', (l) => l.companyName],
  ['Website URL', (l) => l.websiteUrl],
  ['Interested in', (l) => l.interestedIn],
  ['Budget', (l) => l.budget],
  ['Expected time', (l) => l.expectedTime],
  ['Project phase', (l) => l.projectPhase],
  ['Message', (l) => l.message],
  ['Meeting start (UTC)', (l) => l.meeting?.start],
  ['Meeting office', (l) => (l.meeting ? officeOf(l).name : '')],
  ['Meeting start (office time)', officeTime],
  ['Office time zone', (l) => (l.meeting ? officeOf(l).timeZone : '')],
  ['Status', (l) => l.status],
  ['Notification', (l) => l.notification],
  ['Source', (l) => l.attribution?.source],
  ['UTM campaign', (l) => l.attribution?.utmCampaign],
  ['Landing page', (l) => l.attribution?.landingPage],
];

export function csvHeader(kind: LeadKind): string {
  const columns = kind === 'contact' ? CONTACT_COLUMNS : MEETING_COLUMNS;
  return columns.map(([h]) => csvCell(h)).join(',');
}

export function csvRow(kind: LeadKind, lead: ContactLeadView | MeetingLeadView): string {
  const columns = (kind === 'contact' ? CONTACT_COLUMNS : MEETING_COLUMNS) as Column<typeof lead>[];
  return columns.map(([, value]) => csvCell(value(lead))).join(',');
}
