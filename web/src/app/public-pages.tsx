import { type ReactNode, Suspense } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { SomethingWentWrong } from '../components/errors/something-went-wrong';
import type { Island } from '../components/island/island';
import { PageLoader } from '../components/page-loader';
import { PUBLIC_ROUTES, type PublicPath, SERVICE_PATHS } from '../config/routes';
import { CONTACT_FORM_ISLAND, LETS_CONNECT_FORM_ISLAND, SCHEDULE_MEETING_FORM_ISLAND } from './islands';
import { type LazyPage, lazyPage } from './lazy-page';
import { PageHead } from './page-head';

const Home = lazyPage(() => import('./routes/home'));
const AboutUs = lazyPage(() => import('./routes/about-us'));
const ServicePage = lazyPage(() => import('./routes/service-page'));
const Industries = lazyPage(() => import('./routes/industries'));
const LifeAtMoondive = lazyPage(() => import('./routes/life-at-moondive'));
const Careers = lazyPage(() => import('./routes/careers'));
const JobDetail = lazyPage(() => import('./routes/job-detail'));
const CaseStudy = lazyPage(() => import('./routes/case-study'));
const CaseStudyView = lazyPage(() => import('./routes/case-study-view'));
const OurWork = lazyPage(() => import('./routes/our-work'));
const Blogs = lazyPage(() => import('./routes/blogs'));
const BlogView = lazyPage(() => import('./routes/blog-view'));
const ContactUs = lazyPage(() => import('./routes/contact-us'));
const LetsConnect = lazyPage(() => import('./routes/lets-connect'));
const ScheduleMeeting = lazyPage(() => import('./routes/schedule-meeting'));
const Legal = lazyPage(() => import('./routes/legal'));

export interface PublicPageEntry {
  readonly path: PublicPath;
  /** The page module under web/ (for the build manifest: the prerenderer preloads its chunk and CSS). */
  readonly source: string | null;
  readonly page: LazyPage<never> | null;
  /** Deferred parts of the page: in the prerendered HTML, their code loads later on the client. */
  readonly islands: readonly Island[];
  readonly element: ReactNode;
}

function entry<P extends object>(
  path: PublicPath,
  source: string,
  Page: LazyPage<P>,
  props: P,
  islands: readonly Island[] = [],
): PublicPageEntry {
  return {
    path,
    source: `src/app/routes/${source}`,
    page: Page as unknown as LazyPage<never>,
    islands,
    element: (
      <Suspense fallback={<PageLoader />}>
        <PageHead path={path} />
        <Page {...props} />
      </Suspense>
    ),
  };
}

/** Every public route of SPEC §2 with its page (config/routes.ts is the list; this maps it to pages). */
export const PUBLIC_PAGES: readonly PublicPageEntry[] = [
  entry('/', 'home.tsx', Home, {}),
  entry('/about-us', 'about-us.tsx', AboutUs, {}),
  entry('/contact-us', 'contact-us.tsx', ContactUs, { variant: 'contact-us' as const }, [
    CONTACT_FORM_ISLAND,
  ]),
  entry('/contact', 'contact-us.tsx', ContactUs, { variant: 'contact' as const }, [CONTACT_FORM_ISLAND]),
  entry('/lets-connect', 'lets-connect.tsx', LetsConnect, {}, [LETS_CONNECT_FORM_ISLAND]),
  entry('/schedule-meeting', 'schedule-meeting.tsx', ScheduleMeeting, {}, [SCHEDULE_MEETING_FORM_ISLAND]),
  entry('/blogs', 'blogs.tsx', Blogs, { variant: 'latest' as const }),
  entry('/blogs/get-all-blogs', 'blogs.tsx', Blogs, { variant: 'all' as const }),
  entry('/blogs/:slug', 'blog-view.tsx', BlogView, {}),
  entry('/industries', 'industries.tsx', Industries, {}),
  entry('/life-at-moondive', 'life-at-moondive.tsx', LifeAtMoondive, {}),
  entry('/case-study', 'case-study.tsx', CaseStudy, {}),
  entry('/case-study/:slug', 'case-study-view.tsx', CaseStudyView, {}),
  entry('/careers', 'careers.tsx', Careers, {}),
  entry('/careers/:jobId', 'job-detail.tsx', JobDetail, {}),
  entry('/our-work', 'our-work.tsx', OurWork, {}),
  entry('/privacy-policy', 'legal.tsx', Legal, { document: 'privacy' as const }),
  entry('/terms-and-conditions', 'legal.tsx', Legal, { document: 'terms' as const }),
  ...SERVICE_PATHS.map((path) => entry(path, 'service-page.tsx', ServicePage, { path })),
  { path: '/error', source: null, page: null, islands: [], element: <SomethingWentWrong /> },
];

export const publicRouteObjects: RouteObject[] = PUBLIC_PAGES.map((p) => ({
  path: p.path,
  element: p.element,
}));

/** The page entry that renders `pathname`, or undefined (unknown path: the not-found page). */
export function publicPageFor(pathname: string): PublicPageEntry | undefined {
  const exact = PUBLIC_PAGES.find((p) => p.path === pathname);
  return exact ?? PUBLIC_PAGES.find((p) => matchPath(p.path, pathname));
}

/** Loads the page module for `pathname` so rendering it does not suspend (client, before hydrating). */
export async function preloadPublicPage(pathname: string): Promise<void> {
  await publicPageFor(pathname)?.page?.preload();
}

/** Server only: the page and its deferred islands, so the prerendered HTML holds all of them. */
export async function preloadPublicPageWithIslands(pathname: string): Promise<void> {
  const found = publicPageFor(pathname);
  await Promise.all([found?.page?.preload(), ...(found?.islands ?? []).map((i) => i.preload())]);
}

/** Every public route of config/routes.ts that has no page here (the router test expects none). */
export function missingPublicPages(): string[] {
  return PUBLIC_ROUTES.map((r) => r.path).filter((path) => !PUBLIC_PAGES.some((p) => p.path === path));
}
