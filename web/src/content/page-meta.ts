import { BLOG_LIST_TEXTS } from '@app/shared/blog-lists';
import { COMPANY } from '@app/shared/company';
import { PAGE_SEO_SEED, type SeoSeedPath } from '@app/shared/pages/seed/seo';
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

/** Breadcrumb labels of the pages whose title and description are their documents' (structural, not content). */
const SEEDED_CRUMBS = {
  '/': 'Home',
  '/about-us': 'About Us',
  '/industries': 'Industries',
  '/life-at-moondive': 'Life at Moondive',
  '/careers': 'Careers',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms and Conditions',
  '/service/mvp-development': 'MVP Development',
  '/service/data-analytics': 'Data Analytics',
  '/service/cloud-engineering': 'Cloud Engineering',
  '/service/enterprise-ai-solutions': 'Enterprise AI Solutions',
  '/service/ui-ux-designing': 'UI/UX Designing',
  '/service/web-mobile-app-development': 'Web & Mobile App Development',
} as const satisfies Record<SeoSeedPath, string>;

/**
 * The meta of a page staff edit as a document, from its seeded search snippet
 * (shared/src/pages/seed/seo.ts; the API renders the stored one over it).
 */
function seeded(path: SeoSeedPath, extra: Parameters<typeof page>[3] = {}): PageMeta {
  const seo = PAGE_SEO_SEED[path];
  return page(seo.title, seo.description, SEEDED_CRUMBS[path], extra);
}

const SEEDED_META = Object.fromEntries(
  (Object.keys(SEEDED_CRUMBS) as SeoSeedPath[]).map((path) => [path, seeded(path)]),
) as Record<SeoSeedPath, PageMeta>;

/** Title, description and Open Graph data of every prerendered public route. */
export const PAGE_META: Readonly<Record<StaticPublicPath, PageMeta>> = {
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
  '/case-study': page(
    'Case Studies',
    'How Moondive helped clients in healthcare, finance and education launch and scale, with measurable results.',
    'Case Studies',
  ),
  '/our-work': page(
    'Our Work',
    'Products Moondive designed and built with clients: patient engagement, bookkeeping automation and learning platforms.',
    'Our Work',
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
  ...SEEDED_META,
  // Home's share title is its own line (not content staff edit today).
  '/': seeded('/', { ogTitle: 'Moondive: software that moves your business forward' }),
};

/** Meta of the not-found page (404.html). */
export const NOT_FOUND_META: PageMeta = page(
  'Page not found',
  'There is no page at this address. Return to the Moondive home page, our services, case studies or careers.',
  'Not found',
  { noindex: true },
);
