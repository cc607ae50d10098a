/** Demo case studies for the local seed (fixed ids and image uuids). */
import type { CaseStudyForm } from '@app/shared/schemas/case-study';
import type { Rgb } from '../png';

export interface DemoCaseStudy {
  id: string;
  imageId: string;
  published: string;
  colors: [Rgb, Rgb];
  form: Omit<CaseStudyForm, 'heroImage' | 'ogImage' | 'status'>;
}

export const DEMO_CASE_STUDIES: readonly DemoCaseStudy[] = [
  {
    id: 'demo-case-careconnect',
    imageId: '0c5e0000-0000-4000-8000-000000000001',
    published: '2024-06-18T09:00:00.000Z',
    colors: [
      [15, 118, 110],
      [56, 189, 248],
    ],
    form: {
      slug: 'careconnect-patient-engagement',
      title: 'A patient engagement app that cut no-shows by a third',
      client: 'CareConnect',
      industry: 'Healthcare',
      category: 'Web & Mobile App Development',
      summary:
        'Appointment reminders, secure messaging and follow-up plans for a network of outpatient clinics.',
      results: [
        '33% fewer missed appointments',
        'Launched on iOS and Android in 12 weeks',
        'Rated 4.7 in the app stores',
      ],
      heroImageAlt: 'A teal to sky-blue banner',
      content:
        '<h2>The challenge</h2><p>Clinics lost a fifth of their slots to patients who forgot appointments, and staff spent hours on reminder calls.</p><h2>What we built</h2><p>A mobile app with smart reminders, two-way secure messaging and follow-up plans, connected to the clinics’ scheduling system.</p>',
    },
  },
  {
    id: 'demo-case-ledgerleaf',
    imageId: '0c5e0000-0000-4000-8000-000000000002',
    published: '2024-08-02T09:00:00.000Z',
    colors: [
      [22, 101, 52],
      [250, 204, 21],
    ],
    form: {
      slug: 'ledgerleaf-bookkeeping-platform',
      title: 'Bookkeeping automation for small businesses',
      client: 'LedgerLeaf',
      industry: 'Finance',
      category: 'Data Analytics',
      summary: 'Bank feeds, automatic categorisation and a reporting model that finance teams trust.',
      results: [
        'Month-end close from 4 days to 6 hours',
        '92% of transactions categorised automatically',
        'SOC 2 readiness evidence built in',
      ],
      heroImageAlt: 'A green to gold banner',
      content:
        '<h2>The challenge</h2><p>Small businesses spent days each month matching bank lines to invoices by hand.</p><h2>What we built</h2><p>Bank feeds, a categorisation model trained on the client’s history and a reporting layer with agreed metric definitions.</p>',
    },
  },
  {
    id: 'demo-case-campusquest',
    imageId: '0c5e0000-0000-4000-8000-000000000003',
    published: '2024-10-21T09:00:00.000Z',
    colors: [
      [91, 33, 182],
      [251, 146, 60],
    ],
    form: {
      slug: 'campusquest-learning-platform',
      title: 'A learning platform adopted by 40 schools in a year',
      client: 'CampusQuest',
      industry: 'Education',
      category: 'MVP Development',
      summary:
        'Live classes, quizzes and progress dashboards, launched as an MVP and grown in monthly releases.',
      results: [
        'MVP launched in 9 weeks',
        '40 schools in the first academic year',
        'Teachers save 3 hours a week on grading',
      ],
      heroImageAlt: 'A violet to orange banner',
      content:
        '<h2>The challenge</h2><p>A founding team of teachers needed to prove schools would pay before raising a seed round.</p><h2>What we built</h2><p>An MVP with live classes and auto-graded quizzes in nine weeks, then monthly releases driven by classroom feedback.</p>',
    },
  },
];
