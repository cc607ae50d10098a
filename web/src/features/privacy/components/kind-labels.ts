/** Where staff edit the live record of a content revision (its History is there). */
const REVISION_EDITORS: Record<string, string> = {
  testimonial: '/admin/create/testimonial',
  case_study: '/admin/case-studies',
  work: '/admin/our-work-listings',
  blog: '/admin/edit-blog',
  job: '/admin/job-listings',
};

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
  revisions: {
    label: 'Earlier versions of site content',
    editor: (row) => REVISION_EDITORS[String(row.kind)] ?? '/admin/create/testimonial',
  },
  memberAway: { label: 'Out-of-office days (staff)', editor: () => '/admin/availability' },
  mails: { label: 'Mails kept (local outbox)' },
};

export function describeRecord(kind: string, row: Record<string, unknown>): string {
  const text = (k: string) => (typeof row[k] === 'string' ? (row[k] as string) : '');
  const when = (text('dateRaised') || text('createdAt') || text('at') || text('start')).slice(0, 10);
  if (kind === 'memberAway')
    return `${Array.isArray(row.days) ? row.days.length : 0} days off, saved ${text('updatedAt').slice(0, 10)}`;
  if (kind === 'revisions')
    return [when, `${text('kind').replace('_', ' ')} version ${String(row.version ?? '')}`, text('summary')]
      .filter(Boolean)
      .join(' · ');
  const what =
    text('jobTitle') ||
    text('title') ||
    text('subject') ||
    text('interestedIn') ||
    text('message').slice(0, 60) ||
    text('text').slice(0, 60);
  return [when, what].filter(Boolean).join(' · ') || String(row.id ?? kind);
}
