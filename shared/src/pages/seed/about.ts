/** The About Us page's seed (today's text): what the page shows until staff save it. */
import { MARKETING_CLAIMS } from '../../constants';
import type { AboutContent } from '../about-page';

export const ABOUT_SEED: AboutContent = {
  intro: {
    heading: 'About Moondive',
    lead: 'We are designers, engineers and data specialists who build software products with our clients, not just for them.',
    body: [
      `Founded in 2016, we have shipped ${MARKETING_CLAIMS.projectsText}: first releases for start-ups, platforms for scale-ups and modernisation programmes for enterprises.`,
      'Our teams in Noida and Washington work across time zones, so progress continues around the clock while you always have a partner in your working hours.',
    ].join('\n'),
    image: '/images/about/hero.svg',
    alt: 'Our Noida and Washington teams connected around one shared product on screen',
  },
  steps: [
    {
      heading: 'Understand Needs',
      description: 'We listen first: your goals, your users, your constraints and what success looks like.',
    },
    {
      heading: 'Planning',
      description: 'We shape the scope, architecture, team and milestones into a plan you can hold us to.',
    },
    {
      heading: 'Design Build & Test',
      description:
        'Designers and engineers deliver in short cycles, with automated tests and a demo every sprint.',
    },
    {
      heading: 'Launch & Support',
      description: 'We release safely, watch the numbers and keep improving the product after launch.',
    },
  ],
  cards: [
    {
      heading: 'Vision',
      description:
        'A world where every good idea can become dependable software, whatever the size of the team behind it.',
      image: '/images/about/vision.svg',
      alt: 'A telescope pointed at a crescent moon',
    },
    {
      heading: 'Mission',
      description:
        'To design and build software that solves real problems, with honesty about cost, time and trade-offs.',
      image: '/images/about/mission.svg',
      alt: 'A compass needle pointing north',
    },
    {
      heading: 'Goals',
      description:
        'Long-term partnerships, measurable outcomes for every client and a workplace where people grow.',
      image: '/images/about/goals.svg',
      alt: 'A target with an arrow in the centre',
    },
  ],
  projects: [
    {
      name: 'CareConnect',
      industry: 'Healthcare',
      summary:
        'A patient engagement app linking clinics, patients and caregivers for appointments and follow-ups.',
      outcome: 'No-shows fell by a third in the first six months.',
    },
    {
      name: 'LedgerLeaf',
      industry: 'Finance',
      summary: 'A bookkeeping platform for small businesses with bank feeds and automatic categorisation.',
      outcome: 'Month-end close went from four days to six hours for pilot customers.',
    },
    {
      name: 'CampusQuest',
      industry: 'Education',
      summary: 'A learning platform with live classes, quizzes and progress dashboards for schools.',
      outcome: 'Adopted by 40 schools within its first academic year.',
    },
  ],
};
