import { BLOG_LIST_TEXTS } from '@app/shared/blog-lists';
import { COMPANY } from '@app/shared/company';
import { MARKETING_CLAIMS } from '@app/shared/constants';
import type { PublicPath } from '../config/screens';
import type { PageMeta } from './types';

/** Public paths that are prerendered (every public route without a parameter). */
export type StaticPublicPath = Exclude<PublicPath, '/blogs/:slug' | '/careers/:jobId' | '/case-study/:slug'>;

const DEFAULT_OG_IMAGE = COMPANY.ogImage.src;
export const OG_IMAGE_SIZE = { width: COMPANY.ogImage.width, height: COMPANY.ogImage.height } as const;
export const OG_IMAGE_ALT = COMPANY.ogImage.alt;

function page(
  title: string,
  description: string,
  breadcrumb: string,
  extra: Partial<Pick<PageMeta, 'ogTitle' | 'ogDescription' | 'noindex' | 'canonical'>> = {},
): PageMeta {
  return {
    title,
    description,
    ogTitle: extra.ogTitle ?? title,
    ogDescription: extra.ogDescription ?? description,
    ogImage: DEFAULT_OG_IMAGE,
    ogType: 'website',
    breadcrumb,
    noindex: extra.noindex,
    canonical: extra.canonical,
  };
}

/**
 * Service page meta, written here rather than derived from the service texts
 * so that the layout's head updates do not pull every service page into the
 * main bundle. The content test checks the titles match the pages.
 */
const SERVICE_META = {
  '/service/mvp-development': page(
    'MVP Development Services',
    'Launch a focused first version in weeks and learn from real users. Most Moondive MVPs cost $15,000 to $30,000.',
    'MVP Development',
  ),
  '/service/data-analytics': page(
    'Data Analytics Services',
    'Data pipelines, warehouses, dashboards and forecasts that turn raw records into decisions your teams trust.',
    'Data Analytics',
  ),
  '/service/cloud-engineering': page(
    'Cloud Engineering Services',
    'Cloud migrations, serverless platforms and infrastructure as code, with security, observability and cost control built in.',
    'Cloud Engineering',
  ),
  '/service/enterprise-ai-solutions': page(
    'Enterprise AI Solutions',
    'AI assistants, document automation and predictive models grounded in your own data, with privacy and evaluation built in.',
    'Enterprise AI Solutions',
  ),
  '/service/ui-ux-designing': page(
    'UI/UX Design Services',
    'Research-led product design, accessible interfaces and design systems that users understand on the first try.',
    'UI/UX Designing',
  ),
  '/service/web-mobile-app-development': page(
    'Web & Mobile App Development',
    'Fast web applications and iOS and Android apps with clean, tested code, built and supported by one Moondive team.',
    'Web & Mobile App Development',
  ),
} satisfies Record<string, PageMeta>;

/** Title, description and Open Graph data of every prerendered public route. */
export const PAGE_META: Readonly<Record<StaticPublicPath, PageMeta>> = {
  '/': page(
    'Software Development for MVPs, Apps, Cloud, Data & AI',
    `Moondive designs and builds MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions: over ${MARKETING_CLAIMS.projectsDelivered} projects delivered.`,
    'Home',
    { ogTitle: 'Moondive: software that moves your business forward' },
  ),
  '/about-us': page(
    'About Us',
    'Meet Moondive: a product team in Noida and Washington with a four-step delivery process, clear values and over 50 projects shipped.',
    'About Us',
  ),
  '/contact-us': page(
    'Contact Us',
    'Send Moondive a message about your project or question. We reply within one business day.',
    'Contact Us',
  ),
  '/lets-connect': page(
    "Let's Connect",
    'Tell us about your idea, timeline and budget. We reply with next steps and a rough estimate for your project.',
    "Let's Connect",
  ),
  '/schedule-meeting': page(
    'Schedule a Meeting',
    'Book a 30-minute call with a Moondive product lead to discuss your app, platform, data or AI project.',
    'Schedule a Meeting',
  ),
  '/blogs': page(BLOG_LIST_TEXTS.title, BLOG_LIST_TEXTS.description, 'Blogs'),
  '/blogs/get-all-blogs': page(
    BLOG_LIST_TEXTS.allHeading,
    BLOG_LIST_TEXTS.allDescription,
    'All Blogs',
    // The same list as /blogs: one canonical URL for search engines.
    { canonical: '/blogs' },
  ),
  '/industries': page(
    'Industries We Serve',
    'Software for 17 industries, from healthcare, finance and education to energy and agriculture, built by Moondive.',
    'Industries',
  ),
  '/life-at-moondive': page(
    'Life at Moondive',
    'Learning Fridays, hack week, flexible hours and a team that ships together: see what working at Moondive is like.',
    'Life at Moondive',
  ),
  '/case-study': page(
    'Case Studies',
    'How Moondive helped clients in healthcare, finance and education launch and scale, with measurable results.',
    'Case Studies',
  ),
  '/careers': page(
    'Careers',
    'Join Moondive in Noida, Washington or remotely. See our values, what we look for and the current job openings.',
    'Careers',
  ),
  '/our-work': page(
    'Our Work',
    'Products Moondive designed and built with clients: patient engagement, bookkeeping automation and learning platforms.',
    'Our Work',
  ),
  '/privacy-policy': page(
    'Privacy Policy',
    'What personal data the Moondive website collects through its forms, why we collect it and how you can exercise your rights.',
    'Privacy Policy',
  ),
  '/terms-and-conditions': page(
    'Terms and Conditions',
    'The terms that apply when you use the Moondive website, its content and its contact and application forms.',
    'Terms and Conditions',
  ),
  '/contact': page(
    'Contact',
    'Phone numbers, e-mail addresses and maps for the Moondive offices in Noida and Washington, plus a contact form.',
    'Contact',
    // The same form as /contact-us: one canonical URL for search engines.
    { canonical: '/contact-us' },
  ),
  '/error': page(
    'Something went wrong',
    'This page could not be shown. Return to the Moondive home page.',
    'Error',
    {
      noindex: true,
    },
  ),
  '/meeting': page(
    'Your meeting',
    'See, move or cancel the meeting you booked with Moondive.',
    'Your meeting',
    // Opened only from a visitor's own signed link: nothing for search engines.
    { noindex: true },
  ),
  '/careers/keep-my-application': page(
    'Keep your application',
    "Stay in Moondive's talent pool for other openings for another year.",
    'Keep your application',
    // Opened only from an applicant's own signed link: nothing for search engines.
    { noindex: true },
  ),
  '/preview': page(
    'Draft preview',
    'A draft page shared by the Moondive team before it is published.',
    'Draft preview',
    // Opened only from a share link: drafts are nothing for search engines.
    { noindex: true },
  ),
  ...SERVICE_META,
};

/** Meta of the not-found page (404.html). */
export const NOT_FOUND_META: PageMeta = page(
  'Page not found',
  'There is no page at this address. Return to the Moondive home page, our services, case studies or careers.',
  'Not found',
  { noindex: true },
);
