import type { AdminScreen } from '@app/shared/admin-screens';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { BlogPreviewContext } from '../../../features/blogs/components/blog-preview';
import { AdminNotFound } from './admin-not-found';

export const LoginPage = lazy(() => import('../../../features/auth/components/login-page'));
export const LogoutPage = lazy(() => import('../../../features/auth/components/logout-page'));
const DashboardPage = lazy(() => import('../../../features/dashboard/components/dashboard-page'));

/** The blog editor previews a post with the public blog page's own article (composed here, at the app level). */
const BlogArticle = lazy(() => import('../blog-view').then((m) => ({ default: m.BlogArticle })));
function withBlogPreview(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const { default: Page } = await load();
    return {
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
export const SCREEN_PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/admin': DashboardPage,
  '/dashboard': DashboardPage,
  '/admin/contact-leads': lazy(() =>
    import('../../../features/leads/components/contact-leads-screen').then((m) => ({
      default: m.ContactLeadsScreen,
    })),
  ),
  '/admin/schedule-meeting': lazy(() =>
    import('../../../features/leads/components/meeting-leads-screen').then((m) => ({
      default: m.MeetingLeadsScreen,
    })),
  ),
  '/admin/add-member': lazy(() => import('../../../features/members/components/members-page')),
  '/admin/settings': lazy(() => import('../../../features/settings/components/settings-page')),
  '/admin/post-job': lazy(() => import('../../../features/careers/components/post-job-page')),
  '/admin/job-listings': lazy(() => import('../../../features/careers/components/job-listings-page')),
  '/admin/job-query': lazy(() => import('../../../features/careers/components/job-queries-page')),
  '/admin/create-blog': withBlogPreview(() => import('../../../features/blogs/components/create-blog-page')),
  '/admin/edit-blog': withBlogPreview(() => import('../../../features/blogs/components/edit-blog-page')),
  '/admin/create/testimonial': lazy(
    () => import('../../../features/testimonials/components/testimonials-page'),
  ),
  '/admin/case-studies': lazy(() => import('../../../features/case-studies/components/case-studies-page')),
  '/admin/edit-section': lazy(() => import('./edit-section-screen')),
  '/admin/website-moderation': lazy(() => import('../../../features/moderation/components/moderation-page')),
  '/admin/industries': lazy(() => import('../../../features/site-sections/components/industries-page')),
  '/admin/bootcamp': lazy(() => import('../../../features/site-sections/components/bootcamp-page')),
  '/admin/our-work': lazy(() => import('../../../features/our-work/components/our-work-page')),
  '/admin/analytics': lazy(() => import('../../../features/analytics/components/analytics-page')),
  '/admin/deals': lazy(() => import('../../../features/deals/components/deals-page')),
  '/admin/sales-reports': lazy(() => import('../../../features/sales-reports/components/sales-reports-page')),
  '/admin/campaigns': lazy(() => import('../../../features/campaigns/components/campaigns-page')),
  '/admin/social-media': lazy(() => import('../../../features/social-media/components/social-media-page')),
  '/admin/admin-analytics': lazy(() => import('../../../features/audit/components/admin-analytics-page')),
  '/admin/privacy': lazy(() => import('../../../features/privacy/components/privacy-page')),
  '/admin/our-work-listings': lazy(
    () => import('../../../features/our-work/components/our-work-listings-page'),
  ),
};

export function ScreenPage({ screen }: { screen: AdminScreen }) {
  const Page = SCREEN_PAGES[screen.path];
  // Every screen of the shared table has a page (admin-routes.test); a path without one is not a screen.
  if (!Page) return <AdminNotFound />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
