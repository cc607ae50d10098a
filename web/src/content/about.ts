import { MARKETING_CLAIMS } from '@app/shared/constants';
import type { ProcessStep, VisionCard } from '@app/shared/schemas/careers-cards';
import type { ImageAsset } from './types';

export const ABOUT_INTRO = {
  heading: 'About Moondive',
  lead: 'We are designers, engineers and data specialists who build software products with our clients, not just for them.',
  paragraphs: [
    `Founded in 2016, we have shipped ${MARKETING_CLAIMS.projectsText}: first releases for start-ups, platforms for scale-ups and modernisation programmes for enterprises.`,
    'Our teams in Noida and Washington work across time zones, so progress continues around the clock while you always have a partner in your working hours.',
  ],
  art: {
    src: '/images/about/hero.svg',
    alt: 'Our Noida and Washington teams connected around one shared product on screen',
    width: 560,
    height: 400,
  },
} as const;

/** SPEC §2: the four-step delivery process, in order. */
export const DELIVERY_PROCESS: readonly ProcessStep[] = [
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
];

/** Vision, Mission and Goals cards (image, heading, description, alt). */
export const VISION_CARDS: readonly VisionCard[] = [
  {
    image: '/images/about/vision.svg',
    heading: 'Vision',
    description:
      'A world where every good idea can become dependable software, whatever the size of the team behind it.',
    alt: 'A telescope pointed at a crescent moon',
  },
  {
    image: '/images/about/mission.svg',
    heading: 'Mission',
    description:
      'To design and build software that solves real problems, with honesty about cost, time and trade-offs.',
    alt: 'A compass needle pointing north',
  },
  {
    image: '/images/about/goals.svg',
    heading: 'Goals',
    description:
      'Long-term partnerships, measurable outcomes for every client and a workplace where people grow.',
    alt: 'A target with an arrow in the centre',
  },
];

export const VISION_IMAGE_SIZE = { width: 240, height: 160 } as const;

/** The three client projects shown on About and Our Work. */
export const CLIENT_PROJECT_NAMES = ['CareConnect', 'LedgerLeaf', 'CampusQuest'] as const;
export type ClientProjectName = (typeof CLIENT_PROJECT_NAMES)[number];

export interface ClientProject {
  readonly name: ClientProjectName;
  readonly industry: string;
  readonly summary: string;
  readonly outcome: string;
}

export const CLIENT_PROJECTS: readonly ClientProject[] = [
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
];

/** Two image sets per project, keyed by project name (SPEC §2). */
export interface ProjectImageSets {
  readonly desktop: readonly ImageAsset[];
  readonly mobile: readonly ImageAsset[];
}

function projectImages(slug: string, name: string): ProjectImageSets {
  return {
    desktop: [
      {
        src: `/images/projects/${slug}-desktop.svg`,
        alt: `${name} dashboard on a desktop screen`,
        width: 480,
        height: 300,
      },
    ],
    mobile: [
      { src: `/images/projects/${slug}-mobile.svg`, alt: `${name} app on a phone`, width: 180, height: 300 },
    ],
  };
}

export const PROJECT_IMAGES: Readonly<Record<ClientProjectName, ProjectImageSets>> = {
  CareConnect: projectImages('careconnect', 'CareConnect'),
  LedgerLeaf: projectImages('ledgerleaf', 'LedgerLeaf'),
  CampusQuest: projectImages('campusquest', 'CampusQuest'),
};
