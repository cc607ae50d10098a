import { PRIVACY_PAGE_ID, TERMS_PAGE_ID } from '@app/shared/pages/legal-page';
import { PLAIN_PAGE_TEMPLATES, type PlainPagePath, servicePageId } from '@app/shared/pages/page-ids';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { SomethingWentWrong } from '../components/errors/something-went-wrong';
import type { Island } from '../components/island/island';
import { PUBLIC_SCREENS, type PublicPath, SERVICE_PATHS } from '../config/screens';
import { type PreloadableLazy, preloadableLazy } from '../lib/preloadable-lazy';
import {
  APPLY_FORM_ISLAND,
  CONTACT_FORM_ISLAND,
  DRAFT_PREVIEW_ISLAND,
  KEEP_APPLICATION_ISLAND,
  LETS_CONNECT_FORM_ISLAND,
  MEETING_MANAGER_ISLAND,
  SCHEDULE_MEETING_FORM_ISLAND,
} from './islands';

const Home = preloadableLazy(() => import('./pages/home'));
const AboutUs = preloadableLazy(() => import('./pages/about-us'));
const ServicePage = preloadableLazy(() => import('./pages/service-page'));
const Industries = preloadableLazy(() => import('./pages/industries'));
const LifeAtMoondive = preloadableLazy(() => import('./pages/life-at-moondive'));
const Careers = preloadableLazy(() => import('./pages/careers'));
const JobTemplate = preloadableLazy(() => import('./pages/job-detail'));
const CaseStudy = preloadableLazy(() => import('./pages/case-study'));
const CaseStudyTemplate = preloadableLazy(() => import('./pages/case-study-view'));
const OurWork = preloadableLazy(() => import('./pages/our-work'));
const Blogs = preloadableLazy(() => import('./pages/blogs'));
const BlogPostTemplate = preloadableLazy(() => import('./pages/blog-view'));
const ContactUs = preloadableLazy(() => import('./pages/contact-us'));
const LetsConnect = preloadableLazy(() => import('./pages/lets-connect'));
const ScheduleMeeting = preloadableLazy(() => import('./pages/schedule-meeting'));
const Legal = preloadableLazy(() => import('./pages/legal'));
const Meeting = preloadableLazy(() => import('./pages/meeting'));
const KeepApplication = preloadableLazy(() => import('./pages/keep-application'));
const Preview = preloadableLazy(() => import('./pages/preview'));

export interface PublicPageEntry {
  readonly path: PublicPath;
  /** The page module under web/ (for the build manifest: the prerenderer links its CSS). */
  readonly source: string | null;
  readonly page: PreloadableLazy<never> | null;
  /** Form islands of the page: in the prerendered HTML, their code loads later. */
  readonly islands: readonly Island[];
  /**
   * The page's compiled template (web/dist/_templates/<name>.json), when the
   * API renders it at run time from stored data (lists, site sections, posts,
   * jobs). Such a page is still prerendered (with its built-in texts and empty
   * lists) when its path has no parameter.
   */
  readonly template?: string;
  readonly element: ReactNode;
}

function entry<P extends object>(
  path: PublicPath,
  source: string,
  Page: PreloadableLazy<P>,
  props: P,
  options: { islands?: readonly Island[]; template?: string } = {},
): PublicPageEntry {
  return {
    path,
    source: `src/app/pages/${source}`,
    page: Page as unknown as PreloadableLazy<never>,
    islands: options.islands ?? [],
    template: options.template,
    element: <Page {...props} />,
  };
}

/** The template of a page with no stored data of its own (the API renders it again for a footer change). */
const plain = (path: PlainPagePath) => PLAIN_PAGE_TEMPLATES[path];

/** Every public screen of SPEC §2 with its page (config/screens.ts is the list; this maps it to pages). */
export const PUBLIC_PAGES: readonly PublicPageEntry[] = [
  entry('/', 'home.tsx', Home, {}, { template: 'home' }),
  entry('/about-us', 'about-us.tsx', AboutUs, {}, { template: 'about-us' }),
  entry(
    '/contact-us',
    'contact-us.tsx',
    ContactUs,
    { variant: 'contact-us' as const },
    {
      islands: [CONTACT_FORM_ISLAND],
      template: plain('/contact-us'),
    },
  ),
  entry(
    '/contact',
    'contact-us.tsx',
    ContactUs,
    { variant: 'contact' as const },
    {
      islands: [CONTACT_FORM_ISLAND],
      template: plain('/contact'),
    },
  ),
  entry(
    '/lets-connect',
    'lets-connect.tsx',
    LetsConnect,
    {},
    { islands: [LETS_CONNECT_FORM_ISLAND], template: plain('/lets-connect') },
  ),
  entry(
    '/schedule-meeting',
    'schedule-meeting.tsx',
    ScheduleMeeting,
    {},
    {
      islands: [SCHEDULE_MEETING_FORM_ISLAND],
      template: plain('/schedule-meeting'),
    },
  ),
  entry(
    '/meeting',
    'meeting.tsx',
    Meeting,
    {},
    { islands: [MEETING_MANAGER_ISLAND], template: plain('/meeting') },
  ),
  entry(
    '/careers/keep-my-application',
    'keep-application.tsx',
    KeepApplication,
    {},
    { islands: [KEEP_APPLICATION_ISLAND], template: plain('/careers/keep-my-application') },
  ),
  entry('/preview', 'preview.tsx', Preview, {}, { islands: [DRAFT_PREVIEW_ISLAND] }),
  entry('/blogs', 'blogs.tsx', Blogs, { variant: 'latest' as const }, { template: 'blogs' }),
  entry('/blogs/get-all-blogs', 'blogs.tsx', Blogs, { variant: 'all' as const }),
  entry('/blogs/:slug', 'blog-view.tsx', BlogPostTemplate, {}, { template: 'blog-post' }),
  entry('/industries', 'industries.tsx', Industries, {}, { template: 'industries' }),
  entry('/life-at-moondive', 'life-at-moondive.tsx', LifeAtMoondive, {}, { template: 'life-at-moondive' }),
  entry('/case-study', 'case-study.tsx', CaseStudy, {}, { template: 'case-study' }),
  entry('/case-study/:slug', 'case-study-view.tsx', CaseStudyTemplate, {}, { template: 'case-study-post' }),
  entry('/careers', 'careers.tsx', Careers, {}, { template: 'careers' }),
  entry(
    '/careers/:jobId',
    'job-detail.tsx',
    JobTemplate,
    {},
    {
      islands: [APPLY_FORM_ISLAND],
      template: 'job',
    },
  ),
  entry('/our-work', 'our-work.tsx', OurWork, {}, { template: 'our-work' }),
  entry('/privacy-policy', 'legal.tsx', Legal, { document: PRIVACY_PAGE_ID }, { template: PRIVACY_PAGE_ID }),
  entry(
    '/terms-and-conditions',
    'legal.tsx',
    Legal,
    { document: TERMS_PAGE_ID },
    { template: TERMS_PAGE_ID },
  ),
  ...SERVICE_PATHS.map((path) =>
    entry(path, 'service-page.tsx', ServicePage, { path }, { template: servicePageId(path) }),
  ),
  // The route error boundary's module carries the apology's CSS for the prerenderer.
  {
    path: '/error',
    source: 'src/app/pages/route-error.tsx',
    page: null,
    islands: [],
    element: <SomethingWentWrong />,
  },
];

/** The page entry that renders `pathname`, or undefined (unknown path: the not-found page). */
function publicPageFor(pathname: string): PublicPageEntry | undefined {
  const exact = PUBLIC_PAGES.find((p) => p.path === pathname);
  return exact ?? PUBLIC_PAGES.find((p) => matchPath(p.path, pathname));
}

/** Loads the page module for `pathname` and its islands, so rendering it does not suspend. */
export async function preloadPublicPage(pathname: string): Promise<void> {
  const found = publicPageFor(pathname);
  await Promise.all([found?.page?.preload(), ...(found?.islands ?? []).map((i) => i.preload())]);
}

/** Every public screen of config/screens.ts that has no page here (the router test expects none). */
export function missingPublicPages(): string[] {
  return PUBLIC_SCREENS.map((r) => r.path).filter((path) => !PUBLIC_PAGES.some((p) => p.path === path));
}
