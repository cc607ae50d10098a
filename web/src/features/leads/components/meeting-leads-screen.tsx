import { LEAD_FORM_LABELS, leadFormOf } from '@app/shared/leads';
import type { MeetingLeadView } from '@app/shared/schemas/lead-admin';
import type { QueryClient } from '@tanstack/react-query';
import { getMeetingLeads, MEETING_LEADS_KEY } from '../api/get-meeting-leads';
import { ClippedText, EmailCell, MeetingCell, RaisedCell } from './lead-cells';
import { formatMeeting, formatMeetingLocal, formatRaised } from './lead-format';
import { type LeadColumn, LeadsScreen } from './leads-screen';
import { prefetchLeadList } from './use-lead-list';

const COLUMNS: LeadColumn<MeetingLeadView>[] = [
  { header: 'Date raised', cell: (l) => <RaisedCell iso={l.dateRaised} /> },
  { header: 'Full name', cell: (l) => <ClippedText text={l.fullName} /> },
  { header: 'Email', cell: (l) => <EmailCell email={l.email} /> },
  { header: 'Company', priority: 3, cell: (l) => <ClippedText text={l.companyName ?? ''} /> },
  { header: 'Interested in', priority: 3, cell: (l) => l.interestedIn },
  { header: 'Budget', priority: 3, cell: (l) => l.budget },
  {
    header: 'Kind / meeting',
    cell: (l) => <MeetingCell form={leadFormOf('meeting', l)} meeting={l.meeting} />,
  },
];

/** /admin/schedule-meeting: lets-connect and schedule-meeting leads, with the booked time. */
export function MeetingLeadsScreen() {
  return (
    <LeadsScreen<MeetingLeadView>
      kind="meeting"
      title="Schedule Meeting Leads"
      searchLabel="Name, e-mail or company"
      queryKey={MEETING_LEADS_KEY}
      fetcher={getMeetingLeads}
      columns={COLUMNS}
      kindFilter
      detailTitle={(l) => l.fullName}
      detailRows={(l) => [
        ['Kind', LEAD_FORM_LABELS[leadFormOf('meeting', l)]],
        ['Date raised', formatRaised(l.dateRaised)],
        [
          'Meeting',
          l.meeting
            ? `${formatMeeting(l.meeting.start, l.meeting.office)}\n${formatMeetingLocal(l.meeting.start)}`
            : undefined,
        ],
        ['Visitor time zone', l.meeting?.timeZone],
        ['Email', l.email],
        ['Company name', l.companyName],
        ['Website URL', l.websiteUrl],
        ['Interested in', l.interestedIn],
        ['Budget', l.budget],
        ['Expected time', l.expectedTime],
        ['Project phase', l.projectPhase],
        ['Message', l.message],
      ]}
    />
  );
}

/** The screen's first page, read on a sidebar hover. */
export const prefetch = (client: QueryClient) => prefetchLeadList(client, MEETING_LEADS_KEY, getMeetingLeads);
