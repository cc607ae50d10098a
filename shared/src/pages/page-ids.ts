/**
 * Page document ids, without the schemas (the web's route table imports this,
 * and zod must stay out of public bundles). The id is also the name of the
 * page's compiled template (`_templates/<id>.json`).
 */
export const servicePageId = (path: string) => `service-${path.slice('/service/'.length)}`;
/** An office's contact card (`office-noida`). */
export const officePageId = (office: string) => `office-${office}`;

/**
 * Public pages with no stored list or document of their own, by path: each
 * still compiles into a template (its name here), because its footer shows
 * the offices' cards, so a change there renders it again.
 */
export const PLAIN_PAGE_TEMPLATES = {
  '/contact-us': 'contact-us',
  '/contact': 'contact',
  '/lets-connect': 'lets-connect',
  '/schedule-meeting': 'schedule-meeting',
  '/meeting': 'meeting',
  '/careers/keep-my-application': 'keep-my-application',
} as const;
export type PlainPagePath = keyof typeof PLAIN_PAGE_TEMPLATES;
export type PlainTemplate = (typeof PLAIN_PAGE_TEMPLATES)[PlainPagePath];
/** The footer's tagline and social links. */
export const FOOTER_PAGE_ID = 'footer';
/** The home page's tech stack. */
export const TECH_STACK_PAGE_ID = 'tech-stack';
