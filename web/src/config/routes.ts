/**
 * Every screen of SPEC §2 as data. The router, the layout, tests and (later)
 * prerendering iterate this list; nothing else should hard-code the paths.
 */
export type RouteArea = 'public' | 'admin';

export interface AppRoute {
  readonly path: string;
  /** Page title, also the placeholder page's h1. */
  readonly title: string;
  readonly area: RouteArea;
  /** Render without the top navigation and footer (SPEC §2: /login and /dashboard). */
  readonly bare?: boolean;
}

const SERVICE_ROUTES = [
  { path: '/service/mvp-development', title: 'MVP Development', area: 'public' },
  { path: '/service/data-analytics', title: 'Data Analytics', area: 'public' },
  { path: '/service/cloud-engineering', title: 'Cloud Engineering', area: 'public' },
  { path: '/service/enterprise-ai-solutions', title: 'Enterprise AI Solutions', area: 'public' },
  { path: '/service/ui-ux-designing', title: 'UI/UX Designing', area: 'public' },
  { path: '/service/web-mobile-app-development', title: 'Web & Mobile App Development', area: 'public' },
] as const satisfies readonly AppRoute[];

export const PUBLIC_ROUTES = [
  { path: '/', title: 'Home', area: 'public' },
  { path: '/about-us', title: 'About Us', area: 'public' },
  { path: '/contact-us', title: 'Contact Us', area: 'public' },
  { path: '/lets-connect', title: "Let's Connect", area: 'public' },
  { path: '/schedule-meeting', title: 'Schedule a Meeting', area: 'public' },
  { path: '/blogs', title: 'Blogs', area: 'public' },
  { path: '/blogs/get-all-blogs', title: 'All Blogs', area: 'public' },
  { path: '/blogs/:slug', title: 'Blog', area: 'public' },
  { path: '/industries', title: 'Industries', area: 'public' },
  { path: '/life-at-moondive', title: 'Life at Moondive', area: 'public' },
  { path: '/case-study', title: 'Case Studies', area: 'public' },
  { path: '/case-study/:slug', title: 'Case Study', area: 'public' },
  { path: '/careers', title: 'Careers', area: 'public' },
  { path: '/careers/:jobId', title: 'Job Opening', area: 'public' },
  { path: '/our-work', title: 'Our Work', area: 'public' },
  { path: '/privacy-policy', title: 'Privacy Policy', area: 'public' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', area: 'public' },
  { path: '/contact', title: 'Contact', area: 'public' },
  { path: '/error', title: 'Error', area: 'public' },
  ...SERVICE_ROUTES,
] as const satisfies readonly AppRoute[];

export const ADMIN_ROUTES = [
  { path: '/admin', title: 'Admin', area: 'admin' },
  { path: '/login', title: 'Login', area: 'admin', bare: true },
  { path: '/dashboard', title: 'Dashboard', area: 'admin', bare: true },
  { path: '/admin/contact-leads', title: 'Contact Leads', area: 'admin' },
  { path: '/admin/schedule-meeting', title: 'Schedule Meeting Leads', area: 'admin' },
  { path: '/admin/job-query', title: 'Job Queries', area: 'admin' },
  { path: '/admin/job-listings', title: 'Job Listings', area: 'admin' },
  { path: '/admin/post-job', title: 'Post a Job', area: 'admin' },
  { path: '/admin/website-moderation', title: 'Website Moderation', area: 'admin' },
  { path: '/admin/our-work', title: 'Our Work', area: 'admin' },
  { path: '/admin/our-work-listings', title: 'Our Work Listings', area: 'admin' },
  { path: '/admin/settings', title: 'Settings', area: 'admin' },
  { path: '/admin/bootcamp', title: 'Bootcamp', area: 'admin' },
  { path: '/admin/industries', title: 'Industries', area: 'admin' },
  { path: '/admin/logout', title: 'Logout', area: 'admin' },
  { path: '/admin/create-blog', title: 'Create Blog', area: 'admin' },
  { path: '/admin/edit-blog', title: 'Edit Blog', area: 'admin' },
  { path: '/admin/case-studies', title: 'Case Studies', area: 'admin' },
  { path: '/admin/add-member', title: 'Add Member', area: 'admin' },
  { path: '/admin/edit-section', title: 'Edit Section', area: 'admin' },
  { path: '/admin/create/testimonial', title: 'Create Testimonial', area: 'admin' },
] as const satisfies readonly AppRoute[];

export const ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, ...ADMIN_ROUTES];

export type PublicPath = (typeof PUBLIC_ROUTES)[number]['path'];
export type AdminPath = (typeof ADMIN_ROUTES)[number]['path'];
export type AppPath = PublicPath | AdminPath;

/** The six service pages, in SPEC order (used by the Services menu). */
export const SERVICE_PATHS: readonly PublicPath[] = SERVICE_ROUTES.map((r) => r.path);

/** Paths without parameters, i.e. the ones a prerenderer or sitemap can list. */
export function isStaticPath(path: string): boolean {
  return !path.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}

export function findRoute(path: AppPath): AppRoute {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}
