/**
 * The demo client projects: one record per project holds every fact the
 * demo content states about it, and the case studies, "our work" entries and
 * testimonials are all derived from it, so a testimonial can never say ten
 * weeks while its case study says twelve. The first three are also the About
 * page's client projects (web/src/content/about.ts, same facts). Clients and
 * people are fictional; their sites are under example.com (RFC 2606).
 */
import type { Industry } from '@app/shared/constants';
import type { SceneName } from '../illustrations/scenes';

export interface DemoProject {
  key: string;
  client: string;
  industry: Industry;
  /** One of the six services (the case-study category). */
  category: string;
  /** Weeks from kick-off to the first release in users' hands. */
  weeks: number;
  website: string;
  /** Our-work card: what it is and the headline outcome. */
  summary: string;
  outcome: string;
  /** Case study. */
  slug: string;
  title: string;
  caseSummary: string;
  results: string[];
  challenge: string[];
  built: string[];
  how: string[];
  /** Days before the seed that the case study was published. */
  publishedDaysAgo: number;
  testimonial: { name: string; designation: string; text: string; daysAgo: number };
  scene: SceneName;
  imageAlt: string;
}

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    key: 'careconnect',
    client: 'CareConnect',
    industry: 'Healthcare',
    category: 'Web & Mobile App Development',
    weeks: 12,
    website: 'careconnect.example.com',
    summary:
      'A patient engagement app linking clinics, patients and caregivers for appointments and follow-ups.',
    outcome: 'No-shows fell by a third in the first six months.',
    slug: 'careconnect-patient-engagement',
    title: 'A patient engagement app that cut no-shows by a third',
    caseSummary:
      'Appointment reminders, secure messaging and follow-up plans for a network of 14 outpatient clinics, on iOS, Android and the web.',
    results: [
      '33% fewer missed appointments in the first six months',
      'Launched on iOS and Android in 12 weeks',
      'Rated 4.7 in both app stores',
    ],
    challenge: [
      'CareConnect runs 14 outpatient clinics. One appointment in five was missed, and front-desk staff spent two hours a day on reminder calls that patients rarely answered.',
      'Patients wanted to reschedule from their phones; clinicians wanted follow-up plans that patients would actually read. Every message touched health data, so privacy had to be designed in, not added later.',
    ],
    built: [
      'A React Native app for patients and a web console for clinic staff, both on one TypeScript API. Reminders go out 72 and 24 hours before a visit, with one-tap confirm, cancel or reschedule against live availability.',
      'Secure two-way messaging replaced voicemail tag, and follow-up plans turned discharge notes into short daily tasks. Health data is encrypted per field, access is logged, and nothing sensitive appears in push notifications.',
    ],
    how: [
      'A six-person team (product lead, designer, three engineers, QA) worked in two-week sprints with a demo every Friday. We released to two pilot clinics in week 12 and to all 14 within the following month.',
    ],
    publishedDaysAgo: 160,
    testimonial: {
      name: 'Priya Sharma',
      designation: 'Founder, CareConnect',
      text: 'Moondive took our idea from a slide deck to an app in the stores in twelve weeks. They challenged our scope in the best way, and no-shows are down by a third.',
      daysAgo: 120,
    },
    scene: 'careconnect',
    imageAlt: 'A phone showing an appointment reminder beside a calendar with confirmed visits',
  },
  {
    key: 'ledgerleaf',
    client: 'LedgerLeaf',
    industry: 'Finance',
    category: 'Data Analytics',
    weeks: 16,
    website: 'ledgerleaf.example.com',
    summary: 'A bookkeeping platform for small businesses with bank feeds and automatic categorisation.',
    outcome: 'Month-end close went from four days to six hours for pilot customers.',
    slug: 'ledgerleaf-bookkeeping-platform',
    title: 'Bookkeeping automation that closes the month in six hours',
    caseSummary:
      'Bank feeds, automatic categorisation and a reporting model that finance teams trust, for 2,300 small businesses.',
    results: [
      'Month-end close from 4 days to 6 hours',
      '92% of transactions categorised automatically',
      'One set of metric definitions for finance and sales',
    ],
    challenge: [
      'LedgerLeaf’s customers spent days each month matching bank lines to invoices by hand, and its own finance and sales teams reported different revenue for the same month.',
    ],
    built: [
      'Bank feeds through an open-banking aggregator, a categorisation model trained on each customer’s own history, and a review queue that learns from every correction.',
      'A reporting layer on a small, documented metric model: each number on a dashboard links to its definition, its owner and the query behind it.',
    ],
    how: [
      'Four engineers and a data analyst shipped the first release to 40 pilot customers in 16 weeks, then rolled out to all customers over two months while measuring close times.',
    ],
    publishedDaysAgo: 230,
    testimonial: {
      name: 'Michael Turner',
      designation: 'CFO, LedgerLeaf',
      text: 'Their data team rebuilt our reporting on a clean model. For the first time finance and sales quote the same numbers, and our customers close the month in hours.',
      daysAgo: 200,
    },
    scene: 'ledgerleaf',
    imageAlt: 'A finance dashboard with a bar chart, a trend line and matched bank transactions',
  },
  {
    key: 'campusquest',
    client: 'CampusQuest',
    industry: 'Education',
    category: 'MVP Development',
    weeks: 9,
    website: 'campusquest.example.com',
    summary: 'A learning platform with live classes, quizzes and progress dashboards for schools.',
    outcome: 'Adopted by 40 schools within its first academic year.',
    slug: 'campusquest-learning-platform',
    title: 'A learning platform adopted by 40 schools in a year',
    caseSummary:
      'Live classes, quizzes and progress dashboards, launched as an MVP in nine weeks and grown in monthly releases.',
    results: [
      'MVP launched in 9 weeks',
      '40 schools in the first academic year',
      'Teachers save 3 hours a week on grading',
    ],
    challenge: [
      'A founding team of teachers needed to prove that schools would pay for their platform before raising a seed round, with a budget that allowed one focused release.',
    ],
    built: [
      'An MVP with live classes, auto-graded quizzes and a progress view for teachers, in nine weeks. We left out parent accounts, gamification and a mobile app: none of them tested whether schools would pay.',
      'Monthly releases followed, each driven by classroom feedback: offline quizzes for patchy school networks came first, then parent summaries once schools asked for them.',
    ],
    how: [
      'Three engineers and a designer, with the founders in every weekly demo. Two pilot schools used the MVP from week ten; their renewal decided the seed round.',
    ],
    publishedDaysAgo: 95,
    testimonial: {
      name: 'Sofia Alvarez',
      designation: 'Head of Product, CampusQuest',
      text: 'Clear communication, weekly demos and no surprises. We had an MVP in schools in nine weeks, and Moondive still feels like part of our own team.',
      daysAgo: 60,
    },
    scene: 'campusquest',
    imageAlt: 'A laptop showing a live class and a quiz with progress bars',
  },
  {
    key: 'freightpilot',
    client: 'FreightPilot',
    industry: 'Transportation',
    category: 'Cloud Engineering',
    weeks: 20,
    website: 'freightpilot.example.com',
    summary: 'A dispatch and route planning platform for regional trucking fleets, moved to AWS serverless.',
    outcome: 'Infrastructure costs fell 38% with 99.95% uptime through peak season.',
    slug: 'freightpilot-cloud-migration',
    title: 'Moving a dispatch platform to the cloud without a minute of planned downtime',
    caseSummary:
      'A zero-downtime migration of a fleet dispatch platform from two on-premise servers to AWS serverless, with infrastructure as code.',
    results: [
      '38% lower infrastructure costs',
      '99.95% uptime through peak season',
      'Deploys from once a month to several times a day',
    ],
    challenge: [
      'FreightPilot’s dispatch platform ran on two ageing servers in a rented rack. Peak season meant slow route planning, nightly batch jobs that overran, and releases only once a month.',
    ],
    built: [
      'Route planning moved to Lambda and Step Functions, the data to DynamoDB and Aurora, and every resource into Terraform. Traffic shifted route by route behind a proxy, so dispatchers never saw a cut-over.',
      'Dashboards and alarms on the numbers dispatchers care about (planning time, late pickups) replaced server-level monitoring.',
    ],
    how: [
      'Two cloud engineers and one backend engineer over 20 weeks, migrating one route family at a time with a rollback ready for each step.',
    ],
    publishedDaysAgo: 300,
    testimonial: {
      name: 'Daniel Okafor',
      designation: 'VP Engineering, FreightPilot',
      text: 'We moved the whole platform in 20 weeks and our dispatchers never noticed. The bill is 38% lower and we deploy whenever we are ready.',
      daysAgo: 280,
    },
    scene: 'freightpilot',
    imageAlt: 'A map with delivery routes, map pins and a truck beside cloud servers',
  },
  {
    key: 'shopnest',
    client: 'ShopNest',
    industry: 'E-commerce',
    category: 'UI/UX Designing',
    weeks: 14,
    website: 'shopnest.example.com',
    summary:
      'A home goods store redesigned for mobile shoppers, with a faster storefront and a shorter checkout.',
    outcome: 'Mobile conversion rose 18% after the redesign.',
    slug: 'shopnest-storefront-redesign',
    title: 'A storefront redesign that lifted mobile conversion by 18%',
    caseSummary:
      'Research-led redesign of a home goods store: faster pages, clearer product pages and a three-step checkout.',
    results: [
      '18% higher mobile conversion',
      'Largest contentful paint from 4.1 s to 1.6 s',
      'Checkout from six steps to three',
    ],
    challenge: [
      'Seven in ten ShopNest visitors came on phones, but they converted at half the desktop rate. Product pages were slow and checkout asked for an account before payment.',
    ],
    built: [
      'Twelve customer interviews and a month of session analytics shaped a new design system and product page. Images were resized per device, third-party scripts cut from 23 to 9, and guest checkout now takes three steps.',
    ],
    how: [
      'A designer, a researcher and two front-end engineers over 14 weeks, releasing behind A/B tests so each change proved itself before it stayed.',
    ],
    publishedDaysAgo: 45,
    testimonial: {
      name: 'Hannah Lee',
      designation: 'Head of E-commerce, ShopNest',
      text: 'Moondive started with our customers, not with a mood board. Fourteen weeks later our pages load in under two seconds and mobile conversion is up 18%.',
      daysAgo: 30,
    },
    scene: 'shopnest',
    imageAlt: 'A phone with a product page and a shopping cart next to a fast page-speed gauge',
  },
  {
    key: 'gridwise',
    client: 'GridWise',
    industry: 'Energy',
    category: 'Enterprise AI Solutions',
    weeks: 10,
    website: 'gridwise.example.com',
    summary:
      'An AI assistant that answers field technicians’ questions from 12,000 pages of equipment manuals.',
    outcome: 'Repeat site visits fell 27% in the first quarter.',
    slug: 'gridwise-field-assistant',
    title: 'An AI assistant that keeps wind technicians on the first visit',
    caseSummary:
      'A retrieval-based assistant for wind farm technicians, grounded in the operator’s own manuals and work orders, with citations for every answer.',
    results: [
      '27% fewer repeat site visits',
      'Answers cite the manual page they come from',
      'Pilot to production in 10 weeks',
    ],
    challenge: [
      'GridWise technicians service turbines from six manufacturers. Answers hid in 12,000 pages of manuals and old work orders, and a missing detail often meant a second climb and a second visit.',
    ],
    built: [
      'A mobile assistant that searches the operator’s own documents and answers with citations, never from the open web. It works on poor connections and refuses to answer when the sources do not.',
      'An evaluation set of 300 real technician questions, checked every release, keeps accuracy honest as the document library grows.',
    ],
    how: [
      'A product lead, two ML engineers and a mobile engineer; a four-week pilot with one wind farm, then production in week ten.',
    ],
    publishedDaysAgo: 20,
    testimonial: {
      name: 'Arjun Nair',
      designation: 'COO, GridWise',
      text: 'The assistant answers with the page it read, so our technicians trust it. Repeat visits are down 27%, and we went from pilot to production in ten weeks.',
      daysAgo: 10,
    },
    scene: 'gridwise',
    imageAlt: 'Wind turbines beside a phone with a chat answer citing a manual page',
  },
];

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO instant `days` before `now`, at 09:00 UTC, for demo dates that stay recent. */
export function daysBefore(now: Date, days: number): string {
  const at = new Date(now.getTime() - days * DAY_MS);
  at.setUTCHours(9, 0, 0, 0);
  return at.toISOString();
}
