/** How each kind of record is named on the screen, and where its own editor is (the "correct" step). */
export const KIND_LABELS: Record<
  string,
  { label: string; editor?: (row: Record<string, unknown>) => string }
> = {
  contactLeads: { label: 'Contact enquiries', editor: () => '/admin/contact-leads' },
  meetingLeads: { label: "Let's-connect and meeting requests", editor: () => '/admin/schedule-meeting' },
  meetingSlots: { label: 'Booked meeting slots' },
  applications: {
    label: 'Job applications',
    editor: (row) => `/admin/job-query?jobId=${encodeURIComponent(String(row.appliedFor ?? ''))}`,
  },
  resumes: { label: 'Résumé files' },
  deals: { label: 'Deals', editor: (row) => `/admin/deals?deal=${encodeURIComponent(String(row.id ?? ''))}` },
  dealActivities: { label: 'Deal activities' },
  mails: { label: 'Mails kept (local outbox)' },
};

export function describeRecord(kind: string, row: Record<string, unknown>): string {
  const text = (k: string) => (typeof row[k] === 'string' ? (row[k] as string) : '');
  const when = (text('dateRaised') || text('createdAt') || text('at') || text('start')).slice(0, 10);
  const what =
    text('jobTitle') ||
    text('title') ||
    text('subject') ||
    text('interestedIn') ||
    text('message').slice(0, 60) ||
    text('text').slice(0, 60);
  return [when, what].filter(Boolean).join(' · ') || String(row.id ?? kind);
}
