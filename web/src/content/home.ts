import { type Industry, MARKETING_CLAIMS } from '@app/shared/constants';
import type { ImageAsset } from './types';

export interface HeroSlide {
  readonly eyebrow: string;
  readonly heading: string;
  readonly text: string;
  readonly image: ImageAsset;
}

/** The h1 of the home page; the carousel slides below it rotate the supporting message. */
export const HOME_HEADING = 'Software that moves your business forward';

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    eyebrow: 'MVP development',
    heading: 'From idea to launch in weeks',
    text: `An MVP with us typically costs ${MARKETING_CLAIMS.mvpCostText}: a focused first release, built to grow.`,
    image: {
      src: '/images/hero/launch.svg',
      alt: 'A rocket lifting off from a laptop screen',
      width: 560,
      height: 420,
    },
  },
  {
    eyebrow: 'Web, mobile and cloud',
    heading: 'Apps your customers enjoy using',
    text: 'Fast web platforms and mobile apps on cloud infrastructure that scales with you.',
    image: {
      src: '/images/hero/apps.svg',
      alt: 'A phone and a browser window showing the same product',
      width: 560,
      height: 420,
    },
  },
  {
    eyebrow: 'Data and AI',
    heading: 'Turn your data into decisions',
    text: 'Dashboards, forecasts and AI assistants grounded in your own data.',
    image: {
      src: '/images/hero/insights.svg',
      alt: 'Charts and a spark representing insight',
      width: 560,
      height: 420,
    },
  },
];

export const HOME_ABOUT = {
  heading: 'A product team you can rely on',
  paragraphs: [
    `Since 2016 we have delivered ${MARKETING_CLAIMS.projectsText} for start-ups, scale-ups and enterprises in healthcare, finance, education, retail and more.`,
    'Designers, engineers and data specialists work as one team with you: short cycles, honest estimates and software you fully own.',
    `Starting small? An MVP with us costs ${MARKETING_CLAIMS.mvpCostText}, agreed up front.`,
  ],
  stats: [
    { value: `${MARKETING_CLAIMS.projectsDelivered}+`, label: 'projects delivered' },
    { value: '$15K to $30K', label: 'typical MVP budget' },
    { value: '2', label: 'offices: Noida and Washington' },
  ],
} as const;

/** Industries highlighted on home; the full list is on /industries. */
export const HOME_INDUSTRIES: readonly Industry[] = [
  'Healthcare',
  'Finance',
  'Education',
  'E-commerce',
  'Real Estate',
  'Transportation',
  'Hospitality',
  'Energy',
];
