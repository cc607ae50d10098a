/**
 * Today's search snippets of the pages staff edit as documents, by public
 * path: the seed of each document's `seo` (the web's route meta reads them
 * from here too, without pulling the page texts into the main bundle).
 */
import { MARKETING_CLAIMS } from '../../constants';
import type { PageSeo } from '../page-seo';

export const PAGE_SEO_SEED = {
  '/': {
    title: 'Software Development for MVPs, Apps, Cloud, Data & AI',
    description: `Moondive designs and builds MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions: over ${MARKETING_CLAIMS.projectsDelivered} projects delivered.`,
  },
  '/about-us': {
    title: 'About Us',
    description:
      'Meet Moondive: a product team in Noida and Washington with a four-step delivery process, clear values and over 50 projects shipped.',
  },
  '/industries': {
    title: 'Industries We Serve',
    description:
      'Software for 17 industries, from healthcare, finance and education to energy and agriculture, built by Moondive.',
  },
  '/life-at-moondive': {
    title: 'Life at Moondive',
    description:
      'Learning Fridays, hack week, flexible hours and a team that ships together: see what working at Moondive is like.',
  },
  '/careers': {
    title: 'Careers',
    description:
      'Join Moondive in Noida, Washington or remotely. See our values, what we look for and the current job openings.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'What personal data the Moondive website collects through its forms, why we collect it and how you can exercise your rights.',
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions',
    description:
      'The terms that apply when you use the Moondive website, its content and its contact and application forms.',
  },
  '/service/mvp-development': {
    title: 'MVP Development Services',
    description:
      'Launch a focused first version in weeks and learn from real users. Most Moondive MVPs cost $15,000 to $30,000.',
  },
  '/service/data-analytics': {
    title: 'Data Analytics Services',
    description:
      'Data pipelines, warehouses, dashboards and forecasts that turn raw records into decisions your teams trust.',
  },
  '/service/cloud-engineering': {
    title: 'Cloud Engineering Services',
    description:
      'Cloud migrations, serverless platforms and infrastructure as code, with security, observability and cost control built in.',
  },
  '/service/enterprise-ai-solutions': {
    title: 'Enterprise AI Solutions',
    description:
      'AI assistants, document automation and predictive models grounded in your own data, with privacy and evaluation built in.',
  },
  '/service/ui-ux-designing': {
    title: 'UI/UX Design Services',
    description:
      'Research-led product design, accessible interfaces and design systems that users understand on the first try.',
  },
  '/service/web-mobile-app-development': {
    title: 'Web & Mobile App Development',
    description:
      'Fast web applications and iOS and Android apps with clean, tested code, built and supported by one Moondive team.',
  },
} as const satisfies Record<string, Required<PageSeo>>;
export type SeoSeedPath = keyof typeof PAGE_SEO_SEED;

/** A page's seeded snippet (undefined for a path with no document of its own). */
export function seoSeedOf(path: string): PageSeo | undefined {
  return (PAGE_SEO_SEED as Record<string, PageSeo>)[path];
}
