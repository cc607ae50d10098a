/** The home page's seed (today's text): what the page shows until staff save it. */
import { MARKETING_CLAIMS } from '../../constants';
import type { HomeContent } from '../home-slots';

export const HOME_SEED: HomeContent = {
  hero: {
    heading: 'Software that moves your business forward',
    lead: 'We design and build MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions.',
    slides: [
      {
        eyebrow: 'MVP development',
        heading: 'From idea to launch in weeks',
        text: `An MVP with us typically costs ${MARKETING_CLAIMS.mvpCostText}: a focused first release, built to grow.`,
        image: '/images/hero/launch.svg',
        alt: 'A rocket lifting off from a laptop screen',
      },
      {
        eyebrow: 'Web, mobile and cloud',
        heading: 'Apps your customers enjoy using',
        text: 'Fast web platforms and mobile apps on cloud infrastructure that scales with you.',
        image: '/images/hero/apps.svg',
        alt: 'A phone and a browser window showing the same product',
      },
      {
        eyebrow: 'Data and AI',
        heading: 'Turn your data into decisions',
        text: 'Dashboards, forecasts and AI assistants grounded in your own data.',
        image: '/images/hero/insights.svg',
        alt: 'Charts and a spark representing insight',
      },
    ],
  },
  about: {
    heading: 'A product team you can rely on',
    body: [
      `Since 2016 we have delivered ${MARKETING_CLAIMS.projectsText} for start-ups, scale-ups and enterprises in healthcare, finance, education, retail and more.`,
      'Designers, engineers and data specialists work as one team with you: short cycles, honest estimates and software you fully own.',
      `Starting small? An MVP with us costs ${MARKETING_CLAIMS.mvpCostText}, agreed up front.`,
    ].join('\n'),
  },
  stats: [
    { value: `${MARKETING_CLAIMS.projectsDelivered}+`, label: 'projects delivered' },
    { value: '$15K to $30K', label: 'typical MVP budget' },
    { value: '2', label: 'offices: Noida and Washington' },
  ],
  industries: [
    'Healthcare',
    'Finance',
    'Education',
    'E-commerce',
    'Real Estate',
    'Transportation',
    'Hospitality',
    'Energy',
  ],
};
