import type { AdminScreen } from '@app/shared/admin-screens';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { BlogPreviewContext } from '../../../features/blogs/components/blog-preview';
import { type PreloadableLazy, preloadableLazy } from '../../../lib/preloadable-lazy';
import { AdminNotFound } from './admin-not-found';

export const LoginPage = lazy(() => import('../../../features/auth/components/login-page'));
export const LogoutPage = lazy(() => import('../../../features/auth/components/logout-page'));
/** A page module: the page, and optionally what its first render reads (prefetched on a sidebar hover). */
type PageModule = {
  default: ComponentType;
  prefetch?: (client: QueryClient) => Promise<void>;
  /** The chunks the page itself loads lazily (a form, the rich-text editor), fetched once the page's own landed. */
  preloadParts?: () => Promise<unknown>;
};
type ChunkLoader = () => Promise<PageModule>;

/** A screen's page: its own chunk, loaded on first render or earlier by `preload` (after sign-in, on hover). */
export type PreloadablePage = {
  /** The page: rendered at once when its chunk was preloaded (no page loader for a frame or more). */
  Page: PreloadableLazy<object>;
  preload: () => Promise<unknown>;
  /** The chunk, then the screen's first read into the cache. */
  prefetch: (client: QueryClient) => Promise<unknown>;
};

/** A screen's chunk; once it lands, the parts it loads lazily are fetched too, and its prefetch kept. */
export function screenPage(load: ChunkLoader): PreloadablePage {
  let prefetchData: PageModule['prefetch'];
  const Page = preloadableLazy(async () => {
    const m = await load();
    prefetchData = m.prefetch;
    // Not awaited: the page renders without them; they only spare its second round trip (issue 27).
    void m.preloadParts?.().catch(() => undefined);
    return m;
  });
  const prefetch = (client: QueryClient) => Page.preload().then(() => prefetchData?.(client));
  return { Page, preload: Page.preload, prefetch };
}

const DashboardPage = screenPage(() => import('../../../features/dashboard/components/dashboard-page'));

/** The blog editor previews a post with the public blog page's own article (composed here, at the app level). */
const BlogArticle = lazy(() => import('../blog-view').then((m) => ({ default: m.BlogArticle })));
function withBlogPreview(load: ChunkLoader): PreloadablePage {
  return screenPage(async () => {
    const { default: Page, ...parts } = await load();
    return {
      ...parts,
      default: () => (
        <BlogPreviewContext.Provider value={BlogArticle}>
          <Page />
        </BlogPreviewContext.Provider>
      ),
    };
  });
}

/**
 * The page of each admin screen, each its own chunk. A feature that builds an
 * admin screen adds one line here (admin-routes.test checks every screen has one).
 * Guards and the shell are applied around these in admin-root.
 */
export const SCREEN_PAGES: Partial<Record<string, PreloadablePage>> = {
  '/admin': DashboardPage,
  '/dashboard': DashboardPage,
  '/admin/contact-leads': screenPage(() =>
    import('../../../features/leads/components/contact-leads-screen').then((m) => ({
      default: m.ContactLeadsScreen,
      prefetch: m.prefetch,
    })),
  ),
  '/admin/schedule-meeting': screenPage(() =>
    import('../../../features/leads/components/meeting-leads-screen').then((m) => ({
      default: m.MeetingLeadsScreen,
      prefetch: m.prefetch,
    })),
  ),
  '/admin/add-member': screenPage(() => import('../../../features/members/components/members-page')),
  '/admin/settings': screenPage(() => import('../../../features/settings/components/settings-page')),
  '/admin/post-job': screenPage(() => import('../../../features/careers/components/post-job-page')),
  '/admin/job-listings': screenPage(() => import('../../../features/careers/components/job-listings-page')),
  '/admin/job-query': screenPage(() => import('../../../features/careers/components/job-queries-page')),
  '/admin/create-blog': withBlogPreview(() => import('../../../features/blogs/components/create-blog-page')),
  '/admin/edit-blog': withBlogPreview(() => import('../../../features/blogs/components/edit-blog-page')),
  '/admin/create/testimonial': screenPage(
    () => import('../../../features/testimonials/components/testimonials-page'),
  ),
  '/admin/case-studies': screenPage(
    () => import('../../../features/case-studies/components/case-studies-page'),
  ),
  '/admin/edit-section': screenPage(() => import('./edit-section-screen')),
  '/admin/website-moderation': screenPage(
    () => import('../../../features/moderation/components/moderation-page'),
  ),
  '/admin/industries': screenPage(() => import('../../../features/site-sections/components/industries-page')),
  '/admin/bootcamp': screenPage(() => import('../../../features/site-sections/components/bootcamp-page')),
  '/admin/our-work': screenPage(() => import('../../../features/our-work/components/our-work-page')),
  '/admin/analytics': screenPage(() => import('../../../features/analytics/components/analytics-page')),
  '/admin/deals': screenPage(() => import('../../../features/deals/components/deals-page')),
  '/admin/sales-reports': screenPage(
    () => import('../../../features/sales-reports/components/sales-reports-page'),
  ),
  '/admin/availability': screenPage(
    () => import('../../../features/availability/components/availability-page'),
  ),
  '/admin/campaigns': screenPage(() => import('../../../features/campaigns/components/campaigns-page')),
  '/admin/social-media': screenPage(
    () => import('../../../features/social-media/components/social-media-page'),
  ),
  '/admin/admin-analytics': screenPage(
    () => import('../../../features/audit/components/admin-analytics-page'),
  ),
  '/admin/privacy': screenPage(() => import('../../../features/privacy/components/privacy-page')),
  '/admin/our-work-listings': screenPage(
    () => import('../../../features/our-work/components/our-work-listings-page'),
  ),
};

/** Loads the chunks of these screens one after the other (after sign-in, when the browser is idle). */
export async function preloadScreens(paths: readonly string[]): Promise<void> {
  for (const path of paths) await SCREEN_PAGES[path]?.preload().catch(() => undefined);
}

export function ScreenPage({ screen }: { screen: AdminScreen }) {
  const Page = SCREEN_PAGES[screen.path];
  // Every screen of the shared table has a page (admin-routes.test); a path without one is not a screen.
  if (!Page) return <AdminNotFound />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page.Page />
    </Suspense>
  );
}
