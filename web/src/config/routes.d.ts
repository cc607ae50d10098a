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
export declare const PUBLIC_ROUTES: readonly [
  {
    readonly path: '/';
    readonly title: 'Home';
    readonly area: 'public';
  },
  {
    readonly path: '/about-us';
    readonly title: 'About Us';
    readonly area: 'public';
  },
  {
    readonly path: '/contact-us';
    readonly title: 'Contact Us';
    readonly area: 'public';
  },
  {
    readonly path: '/lets-connect';
    readonly title: "Let's Connect";
    readonly area: 'public';
  },
  {
    readonly path: '/schedule-meeting';
    readonly title: 'Schedule a Meeting';
    readonly area: 'public';
  },
  {
    readonly path: '/blogs';
    readonly title: 'Blogs';
    readonly area: 'public';
  },
  {
    readonly path: '/blogs/get-all-blogs';
    readonly title: 'All Blogs';
    readonly area: 'public';
  },
  {
    readonly path: '/blogs/:slug';
    readonly title: 'Blog';
    readonly area: 'public';
  },
  {
    readonly path: '/industries';
    readonly title: 'Industries';
    readonly area: 'public';
  },
  {
    readonly path: '/life-at-moondive';
    readonly title: 'Life at Moondive';
    readonly area: 'public';
  },
  {
    readonly path: '/case-study';
    readonly title: 'Case Studies';
    readonly area: 'public';
  },
  {
    readonly path: '/case-study/:slug';
    readonly title: 'Case Study';
    readonly area: 'public';
  },
  {
    readonly path: '/careers';
    readonly title: 'Careers';
    readonly area: 'public';
  },
  {
    readonly path: '/careers/:jobId';
    readonly title: 'Job Opening';
    readonly area: 'public';
  },
  {
    readonly path: '/our-work';
    readonly title: 'Our Work';
    readonly area: 'public';
  },
  {
    readonly path: '/privacy-policy';
    readonly title: 'Privacy Policy';
    readonly area: 'public';
  },
  {
    readonly path: '/terms-and-conditions';
    readonly title: 'Terms and Conditions';
    readonly area: 'public';
  },
  {
    readonly path: '/contact';
    readonly title: 'Contact';
    readonly area: 'public';
  },
  {
    readonly path: '/error';
    readonly title: 'Error';
    readonly area: 'public';
  },
  {
    readonly path: '/service/mvp-development';
    readonly title: 'MVP Development';
    readonly area: 'public';
  },
  {
    readonly path: '/service/data-analytics';
    readonly title: 'Data Analytics';
    readonly area: 'public';
  },
  {
    readonly path: '/service/cloud-engineering';
    readonly title: 'Cloud Engineering';
    readonly area: 'public';
  },
  {
    readonly path: '/service/enterprise-ai-solutions';
    readonly title: 'Enterprise AI Solutions';
    readonly area: 'public';
  },
  {
    readonly path: '/service/ui-ux-designing';
    readonly title: 'UI/UX Designing';
    readonly area: 'public';
  },
  {
    readonly path: '/service/web-mobile-app-development';
    readonly title: 'Web & Mobile App Development';
    readonly area: 'public';
  },
];
export declare const ADMIN_ROUTES: readonly [
  {
    readonly path: '/admin';
    readonly title: 'Admin';
    readonly area: 'admin';
  },
  {
    readonly path: '/login';
    readonly title: 'Login';
    readonly area: 'admin';
    readonly bare: true;
  },
  {
    readonly path: '/dashboard';
    readonly title: 'Dashboard';
    readonly area: 'admin';
    readonly bare: true;
  },
  {
    readonly path: '/admin/contact-leads';
    readonly title: 'Contact Leads';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/schedule-meeting';
    readonly title: 'Schedule Meeting Leads';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/job-query';
    readonly title: 'Job Queries';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/job-listings';
    readonly title: 'Job Listings';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/post-job';
    readonly title: 'Post a Job';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/website-moderation';
    readonly title: 'Website Moderation';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/our-work';
    readonly title: 'Our Work';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/our-work-listings';
    readonly title: 'Our Work Listings';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/settings';
    readonly title: 'Settings';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/bootcamp';
    readonly title: 'Bootcamp';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/industries';
    readonly title: 'Industries';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/logout';
    readonly title: 'Logout';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/create-blog';
    readonly title: 'Create Blog';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/edit-blog';
    readonly title: 'Edit Blog';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/case-studies';
    readonly title: 'Case Studies';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/add-member';
    readonly title: 'Add Member';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/edit-section';
    readonly title: 'Edit Section';
    readonly area: 'admin';
  },
  {
    readonly path: '/admin/create/testimonial';
    readonly title: 'Create Testimonial';
    readonly area: 'admin';
  },
];
export declare const ROUTES: readonly AppRoute[];
export type PublicPath = (typeof PUBLIC_ROUTES)[number]['path'];
export type AdminPath = (typeof ADMIN_ROUTES)[number]['path'];
export type AppPath = PublicPath | AdminPath;
/** The six service pages, in SPEC order (used by the Services menu). */
export declare const SERVICE_PATHS: readonly PublicPath[];
/** Paths without parameters, i.e. the ones a prerenderer or sitemap can list. */
export declare function isStaticPath(path: string): boolean;
export declare function findRoute(path: AppPath): AppRoute;
