import type { Industry } from '@app/shared/constants';

/** A published case study as the public list shows it (admin list columns: SPEC §2). */
export interface CaseStudySummary {
  readonly _id: string;
  readonly slug: string;
  readonly title: string;
  readonly client: string;
  readonly industry: Industry;
  readonly category: string;
  /** ISO date of publication. */
  readonly published: string;
  readonly summary: string;
  readonly results: readonly string[];
}

/** Demo case studies until the content issue serves them from the API. */
export const DEMO_CASE_STUDIES: readonly CaseStudySummary[] = [
  {
    _id: 'case-careconnect',
    slug: 'careconnect-patient-engagement',
    title: 'A patient engagement app that cut no-shows by a third',
    client: 'CareConnect',
    industry: 'Healthcare',
    category: 'Web & Mobile App Development',
    published: '2024-06-18',
    summary:
      'Appointment reminders, secure messaging and follow-up plans for a network of outpatient clinics.',
    results: [
      '33% fewer missed appointments',
      'Launched on iOS and Android in 12 weeks',
      'Rated 4.7 in the app stores',
    ],
  },
  {
    _id: 'case-ledgerleaf',
    slug: 'ledgerleaf-bookkeeping-platform',
    title: 'Bookkeeping automation for small businesses',
    client: 'LedgerLeaf',
    industry: 'Finance',
    category: 'Data Analytics',
    published: '2024-08-02',
    summary: 'Bank feeds, automatic categorisation and a reporting model that finance teams trust.',
    results: [
      'Month-end close from 4 days to 6 hours',
      '92% of transactions categorised automatically',
      'SOC 2 readiness evidence built in',
    ],
  },
  {
    _id: 'case-campusquest',
    slug: 'campusquest-learning-platform',
    title: 'A learning platform adopted by 40 schools in a year',
    client: 'CampusQuest',
    industry: 'Education',
    category: 'MVP Development',
    published: '2024-10-21',
    summary:
      'Live classes, quizzes and progress dashboards, launched as an MVP and grown in monthly releases.',
    results: [
      'MVP launched in 9 weeks',
      '40 schools in the first academic year',
      'Teachers save 3 hours a week on grading',
    ],
  },
];
