import type { ContactLeadView } from '@app/shared/schemas/lead-admin';
import { Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { CONTACT_LEADS_KEY, getContactLeads } from '../api/get-contact-leads';
import { ClippedText, EmailCell, RaisedCell } from './lead-cells';
import { formatRaised } from './lead-format';
import { type LeadColumn, LeadsScreen } from './leads-screen';
import { prefetchLeadList } from './use-lead-list';

const COLUMNS: LeadColumn<ContactLeadView>[] = [
  { header: 'Date raised', cell: (l) => <RaisedCell iso={l.dateRaised} /> },
  { header: 'Full name', cell: (l) => <ClippedText text={l.fullName} /> },
  { header: 'Email', cell: (l) => <EmailCell email={l.email} /> },
  { header: 'Phone number', priority: 3, cell: (l) => l.phoneNumber },
  {
    header: 'Message',
    priority: 2,
    // Two lines at most, never a narrow column: rows stay short on a phone; the drawer has it all.
    cell: (l) => (
      <Text size="sm" lineClamp={2} miw={140} title={l.message}>
        {l.message}
      </Text>
    ),
  },
];

/** /admin/contact-leads: Contact Us leads for Sales and SuperAdmin. */
export function ContactLeadsScreen() {
  return (
    <LeadsScreen<ContactLeadView>
      kind="contact"
      title="Contact Leads"
      searchLabel="Name or e-mail"
      queryKey={CONTACT_LEADS_KEY}
      fetcher={getContactLeads}
      columns={COLUMNS}
      detailTitle={(l) => l.fullName}
      detailRows={(l) => [
        ['Date raised', formatRaised(l.dateRaised)],
        ['Email', l.email],
        ['Phone number', l.phoneNumber],
        ['Message', l.message],
      ]}
    />
  );
}

/** The screen's first page, read on a sidebar hover. */
export const prefetch = (client: QueryClient) => prefetchLeadList(client, CONTACT_LEADS_KEY, getContactLeads);
