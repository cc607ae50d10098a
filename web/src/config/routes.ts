import { ADMIN_SCREENS } from '@app/shared/admin-screens';

/**
 * Every screen of SPEC §2 as data: the public pages are declared here, the
 * admin screens come from the admin screen table in shared/. The router, the
 * layout, the prerenderer and tests iterate these lists; nothing else should
 * hard-code the paths.
 */
type RouteArea = 'public' | 'admin';

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

/** Admin screens drawn without the top navigation and footer (SPEC §2). */
const BARE_PATHS: ReadonlySet<string> = new Set(['/login', '/dashboard']);

/**
 * The admin screens SPEC §2 lists, from the one admin screen table
 * (shared/src/admin-screens.ts: path, title, permission, sidebar group).
 */
export const ADMIN_ROUTES: readonly AppRoute[] = ADMIN_SCREENS.filter((s) => s.specRoute).map((s) => ({
  path: s.path,
  title: s.title,
  area: 'admin',
  ...(BARE_PATHS.has(s.path) ? { bare: true } : {}),
}));

export const ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, ...ADMIN_ROUTES];

export type PublicPath = (typeof PUBLIC_ROUTES)[number]['path'];

/** The six service pages, in SPEC order (used by the Services menu). */
export const SERVICE_PATHS: readonly PublicPath[] = SERVICE_ROUTES.map((r) => r.path);

/** Paths without parameters, i.e. the ones a prerenderer or sitemap can list. */
export function isStaticPath(path: string): boolean {
  return !path.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}

export function findRoute(path: PublicPath): AppRoute {
  const route = PUBLIC_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}
