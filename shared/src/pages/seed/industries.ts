/** The Industries page's seed (today's text): what the page shows until staff save it. */
import { INDUSTRIES, type Industry } from '../../form-options';
import type { IndustriesContent } from '../industries-page';

/** One line per industry of SPEC §9 (all 18, same order). */
const DESCRIPTIONS: Readonly<Record<Industry, string>> = {
  Technology: 'Platforms, developer tools and SaaS products built to scale with your customer base.',
  Healthcare: 'Patient apps, clinic workflows and health data handled with privacy and care.',
  Finance: 'Secure fintech products, bookkeeping, payments and risk analytics.',
  Education: 'Learning platforms, virtual classrooms and student progress dashboards.',
  'E-commerce': 'Fast storefronts, marketplaces, inventory and order management.',
  Manufacturing: 'Shop-floor data, predictive maintenance and supply chain visibility.',
  'Real Estate': 'Listing portals, property management and tenant experience apps.',
  Hospitality: 'Booking engines, guest apps and revenue dashboards for hotels and restaurants.',
  Transportation: 'Fleet tracking, route optimisation and logistics platforms.',
  Entertainment: 'Streaming, ticketing and fan engagement experiences.',
  'Non-profit': 'Donor management, volunteer coordination and impact reporting.',
  Government: 'Accessible citizen services and secure case management.',
  Energy: 'Asset monitoring, smart metering and sustainability reporting.',
  Agriculture: 'Farm management, crop analytics and supply chain traceability.',
  Construction: 'Project tracking, site reporting and document control.',
  Consulting: 'Client portals, knowledge bases and automated reporting.',
  Marketing: 'Campaign analytics, customer data platforms and marketing automation.',
  Other: 'Have a different sector? We adapt our delivery process to your domain.',
};

/** Industries we name as served: SPEC §9's list without its catch-all "Other" (17). */
export const SERVED_INDUSTRY_COUNT = INDUSTRIES.filter((i) => i !== 'Other').length;

export const INDUSTRIES_SEED: IndustriesContent = {
  intro: `We have built software for ${SERVED_INDUSTRY_COUNT} industries. Each has its own rules, risks and users; we bring the patterns that work and learn the details of yours.`,
  industries: INDUSTRIES.map((name) => ({ name, description: DESCRIPTIONS[name] })),
};
